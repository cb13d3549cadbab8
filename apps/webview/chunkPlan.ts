import type { Plugin, Rolldown } from 'vite';

/** One chunk of a build with Rolldown's own splitting, as the plan needs it. */
export interface PlanChunk {
  fileName: string;
  moduleIds: readonly string[];
  /** Static imports (file names). */
  imports: readonly string[];
  /** Dynamic imports (file names): a page's lazy parts. Absent: none. */
  dynamicImports?: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  /** Minified bytes: the plan only compares chunks with each other. */
  size: number;
}

export interface PlanOptions {
  /** A dynamic import that stays its own chunk (a page container, a copy part). */
  keepOwnChunk: (moduleId: string) => boolean;
  /** The first-load unit: a page container. Its static closure is what a route fetches beyond the entry. */
  isPage: (moduleId: string) => boolean;
  /** A dynamic import every first load fetches (the shell's overlays): it goes into the entry's chunk. */
  withEntry: (moduleId: string) => boolean;
  /** At most this many shared chunks on any page's first load. */
  maxSharedPerPage: number;
  /** A shared chunk at least this share of the pages fetch (0–1) goes into the entry's chunk. Absent: none. */
  entryShare?: number;
  /**
   * What one request less on a first load is worth, in minified bytes fetched without being needed: two
   * shared chunks that pages fetch together merge while that costs less per request saved. Absent: 0 (only
   * `maxSharedPerPage` merges).
   */
  requestWorth?: number;
  /**
   * A lazy part that a first load fetches in one language only (the site's terms: each market's its own).
   * The merges weigh it as they weigh a page, so the chunk one market fetches does not carry another
   * market's part. Absent: none (a lazy part's bytes count only for the pages that fetch it).
   */
  isLanguagePart?: (moduleId: string) => boolean;
}

/** The entry's chunk group: the entry, what it imports, and what goes with it. */
export const ENTRY_CHUNK = 'app';

interface Atom {
  chunks: PlanChunk[];
  /** The dynamic imports (pages, lazy views, modals) that import these chunks, directly or not. */
  roots: Set<string>;
  size: number;
}

/**
 * Which chunk each shared module goes to, from a first build with Rolldown's own splitting (after tree
 * shaking, so a barrel's re-exports do not count as uses). That splitting gives each set of importers its
 * own chunk, so a page fetched twenty 0.3–1 KB kit modules as separate files (over HTTP/1.1's six
 * connections: several round trips). The plan merges, for the page with the most, the two shared chunks
 * whose merge sends the fewest bytes to pages that do not need them (per page it helps), until no page fetches more than
 * `maxSharedPerPage`. It works from the graph alone (no list of files), so a new kit part or screen finds
 * its chunk by itself. Pages, lazy views and copy parts keep their own chunks; what one page fetches and
 * otherwise only its own lazy views need goes into the page's.
 */
export function planChunks(chunks: readonly PlanChunk[], options: PlanOptions): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (from: readonly PlanChunk[]) => {
    const seen = new Set<PlanChunk>();
    const stack = [...from];
    while (stack.length) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const facadeIs = (test: (id: string) => boolean) => (c: PlanChunk) =>
    c.facadeModuleId !== null && test(c.facadeModuleId);

  const plan = new Map<string, string>();
  const withEntry = closure(
    chunks.filter((c) => c.isEntry || (c.isDynamicEntry && facadeIs(options.withEntry)(c))),
  );
  for (const chunk of withEntry) for (const id of chunk.moduleIds) plan.set(id, ENTRY_CHUNK);

  // Which dynamic imports fetch each other chunk, through static imports.
  const rootsOf = new Map<PlanChunk, Set<string>>();
  for (const root of chunks.filter((c) => c.isDynamicEntry && !withEntry.has(c))) {
    for (const chunk of closure([root])) {
      if (withEntry.has(chunk)) continue;
      if (!rootsOf.has(chunk)) rootsOf.set(chunk, new Set());
      rootsOf.get(chunk)!.add(root.facadeModuleId!);
    }
  }
  // A chunk most pages fetch goes with the entry: on each of them one request and one file's glue less,
  // and its code compresses with the entry's; the merges below then have fewer chunks to fit.
  const allPages = new Set([...rootsOf.values()].flatMap((roots) => [...roots].filter(options.isPage)));
  const share = options.entryShare ?? Infinity;
  for (const [chunk, roots] of rootsOf) {
    if (facadeIs(options.keepOwnChunk)(chunk)) continue;
    if ([...roots].filter(options.isPage).length >= share * allPages.size) {
      for (const id of chunk.moduleIds) plan.set(id, ENTRY_CHUNK);
      rootsOf.delete(chunk);
    }
  }
  // The pages whose code imports each lazy part (a dialog, a site section), directly or through other parts.
  const ownersOf = new Map<string, Set<string>>();
  for (const page of chunks.filter((c) => c.isDynamicEntry && facadeIs(options.isPage)(c))) {
    const stack = [page];
    const seen = new Set<PlanChunk>();
    while (stack.length) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of [...chunk.imports, ...(chunk.dynamicImports ?? [])]) {
        const next = byFile.get(file);
        if (!next || withEntry.has(next) || facadeIs(options.isPage)(next)) continue;
        if (next.isDynamicEntry) {
          if (!ownersOf.has(next.facadeModuleId!)) ownersOf.set(next.facadeModuleId!, new Set());
          ownersOf.get(next.facadeModuleId!)!.add(page.facadeModuleId!);
        }
        stack.push(next);
      }
    }
  }
  /** The pages a chunk serves: those among its roots, and those whose lazy parts are among them. */
  const servedPages = (roots: Set<string>) =>
    new Set([...roots].flatMap((r) => (options.isPage(r) ? [r] : [...(ownersOf.get(r) ?? [r])])));
  // A chunk one page fetches itself and otherwise only its own lazy parts need (the site's section layout,
  // used by the site and its sections) goes into the page's chunk: the parts load only once the page is in,
  // so nothing more is fetched, and the page's first load has a file less. Merged into a kit chunk, it would
  // go to other pages.
  for (const [chunk, roots] of rootsOf) {
    const [page, ...more] = servedPages(roots);
    if (more.length || !page || !options.isPage(page) || !roots.has(page)) continue;
    if (facadeIs(options.keepOwnChunk)(chunk)) continue;
    const pageChunk = chunks.find((c) => c.facadeModuleId === page)!;
    for (const id of [...pageChunk.moduleIds, ...chunk.moduleIds]) plan.set(id, fileStem(pageChunk));
  }
  const atoms: Atom[] = [...rootsOf]
    .filter(([chunk, roots]) => servedPages(roots).size > 1 && !facadeIs(options.keepOwnChunk)(chunk))
    .map(([chunk, roots]) => ({ chunks: [chunk], roots, size: chunk.size }));

  const atomOf = new Map<PlanChunk, Atom>();
  for (const atom of atoms) for (const chunk of atom.chunks) atomOf.set(chunk, atom);
  /** The atom and the other atoms its chunks import, directly or not: what a page loading it fetches. */
  const fetched = (from: readonly Atom[]) => {
    const seen = new Set<Atom>();
    const stack = [...from];
    while (stack.length) {
      const atom = stack.pop()!;
      if (seen.has(atom)) continue;
      seen.add(atom);
      for (const chunk of atom.chunks)
        for (const file of chunk.imports) {
          const next = atomOf.get(byFile.get(file)!);
          if (next) stack.push(next);
        }
    }
    return seen;
  };
  const pagesOf = (roots: Set<string>) => [...roots].filter(options.isPage);
  const pageIds = [...new Set(atoms.flatMap((a) => pagesOf(a.roots)))];
  /** Bytes pages would fetch without needing them if `a` and `b` were one chunk (with what it imports). */
  const loadsAlone = (root: string) => options.isPage(root) || !!options.isLanguagePart?.(root);
  const waste = (a: Atom, b: Atom) => {
    const pages = [...new Set([...a.roots, ...b.roots])].filter(loadsAlone);
    let bytes = 0;
    for (const x of fetched([a, b])) bytes += x.size * pages.filter((p) => !x.roots.has(p)).length;
    return bytes;
  };
  /** `b` into `a`: whoever fetches the merged chunk now fetches what either half imports. */
  const merge = (a: Atom, b: Atom) => {
    a.chunks.push(...b.chunks);
    a.size += b.size;
    for (const chunk of b.chunks) atomOf.set(chunk, a);
    atoms.splice(atoms.indexOf(b), 1);
    const roots = new Set([...a.roots, ...b.roots]);
    for (const x of fetched([a])) x.roots = new Set([...x.roots, ...roots]);
  };
  for (;;) {
    const loads = pageIds.map((page) => atoms.filter((a) => a.roots.has(page)));
    const over = loads.filter((list) => list.length > options.maxSharedPerPage);
    const worst = over.reduce((most, list) => (list.length > most.length ? list : most), [] as Atom[]);
    if (!worst.length) break;
    // Of the worst page's pairs, the one with the least waste per over-budget page it brings one request down.
    let best: { a: Atom; b: Atom; cost: number } | undefined;
    for (const [i, a] of worst.entries())
      for (const b of worst.slice(i + 1)) {
        const helped = over.filter((list) => list.includes(a) && list.includes(b)).length;
        const cost = waste(a, b) / helped;
        if (!best || cost < best.cost) best = { a, b, cost };
      }
    merge(best!.a, best!.b);
  }
  // Then, while a merge costs less than the requests it saves are worth: of every two shared chunks some
  // page fetches together, the pair with the least waste per page that then fetches one file less.
  const worth = options.requestWorth ?? 0;
  for (;;) {
    let best: { a: Atom; b: Atom; cost: number } | undefined;
    for (const [i, a] of atoms.entries())
      for (const b of atoms.slice(i + 1)) {
        const helped = pageIds.filter((p) => a.roots.has(p) && b.roots.has(p)).length;
        if (!helped) continue;
        const cost = waste(a, b) / helped;
        if (cost < worth && (!best || cost < best.cost)) best = { a, b, cost };
      }
    if (!best) break;
    merge(best.a, best.b);
  }

  // A lazy part of one page that is little more than a wrapper (the site's terms around the terms screen)
  // goes into the shared chunk it imports that sends its bytes to the fewest other pages, while that costs
  // less than a request is worth: when it is fetched, it is no file of its own (/Loan's first load: 12
  // script requests → 11; /Policy's: 11 → 10).
  for (const [chunk, roots] of rootsOf) {
    if (!chunk.isDynamicEntry || atomOf.has(chunk) || facadeIs(options.keepOwnChunk)(chunk)) continue;
    if (chunk.moduleIds.some((id) => plan.has(id))) continue;
    const owners = servedPages(new Set([chunk.facadeModuleId!]));
    const part: Atom = { chunks: [chunk], roots, size: chunk.size };
    const imported = chunk.imports.flatMap((file) => atomOf.get(byFile.get(file)!) ?? []);
    let best: { into: Atom; cost: number } | undefined;
    for (const into of new Set(imported)) {
      // Pages that fetch `into` without needing the part now fetch it, and whatever it imports.
      const others = [...servedPages(into.roots)].filter((page) => !owners.has(page)).length;
      const already = closure(into.chunks);
      let bytes = 0;
      for (const x of closure([chunk])) if (!already.has(x) && !withEntry.has(x)) bytes += x.size;
      const cost = bytes * others;
      if (!best || cost < best.cost) best = { into, cost };
    }
    if (!best || best.cost >= worth) continue;
    atoms.push(part);
    atomOf.set(chunk, part);
    merge(best.into, part);
  }

  // Named after its biggest part, so a file name says what is in it (a name is one chunk: never twice).
  const taken = new Set<string>();
  for (const atom of atoms) {
    const biggest = atom.chunks.reduce((x, y) => (y.size > x.size ? y : x));
    const stem = `shared-${fileStem(biggest)}`;
    let name = stem;
    for (let n = 2; taken.has(name); n++) name = `${stem}${n}`;
    taken.add(name);
    for (const chunk of atom.chunks) for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/** A chunk's file name without its folder, hash and extension: `assets/Home-AbCd1234.js` → `Home`. */
function fileStem(chunk: PlanChunk) {
  return chunk.fileName.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$|\.js$/, '');
}

/** Set in the first build's environment: it splits the Rolldown way and plans nothing. */
const FIRST_PASS = 'LOAN_H5_CHUNK_PLAN_FIRST_PASS';

/**
 * The plan as a build step: before the build, a first build in memory with Rolldown's own splitting (the
 * same config, about a second); the build then hands Rolldown one chunk group whose name for each module
 * comes from the plan (`codeSplitting: { groups: [plugin.group] }`).
 */
export function chunkPlan(
  options: PlanOptions,
): Plugin & { group: { name: (id: string) => string | null; debugName: string } } {
  let plan = new Map<string, string>();
  let firstBuild: (() => Promise<PlanChunk[]>) | undefined;
  return {
    name: 'loan-h5:chunk-plan',
    apply: 'build',
    configResolved(config) {
      if (process.env[FIRST_PASS] || !config.configFile) return;
      const { configFile, root, mode } = config;
      firstBuild = async () => {
        const { build } = await import('vite');
        process.env[FIRST_PASS] = '1';
        try {
          const out = await build({
            configFile,
            root,
            mode,
            logLevel: 'silent',
            build: { write: false, sourcemap: false, emptyOutDir: false },
          });
          const output = (Array.isArray(out) ? out[0]! : (out as { output: unknown[] })).output;
          return (output as Rolldown.OutputChunk[])
            .filter((o) => o.type === 'chunk')
            .map((c) => ({
              fileName: c.fileName,
              moduleIds: c.moduleIds,
              imports: c.imports,
              dynamicImports: c.dynamicImports,
              isEntry: c.isEntry,
              isDynamicEntry: c.isDynamicEntry,
              facadeModuleId: c.facadeModuleId,
              size: c.code.length,
            }));
        } finally {
          delete process.env[FIRST_PASS];
        }
      };
    },
    async buildStart() {
      if (firstBuild) plan = planChunks(await firstBuild(), options);
    },
    group: { name: (id: string) => plan.get(id) ?? null, debugName: 'chunk plan' },
  };
}
