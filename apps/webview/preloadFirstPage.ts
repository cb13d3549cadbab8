import type { Plugin, Rolldown } from 'vite';
import { afterKey, afterParts, routeTable, type RouteEntry } from './src/routes/routeTable.ts';

type Locale = 'en' | 'id';
/** Per path (and `*` for any other), per language: the files the first page needs besides the entry. */
export type FirstPageFiles = Record<string, Record<Locale, string[]>>;

const LOCALES: readonly Locale[] = ['en', 'id'];

/**
 * What each path's first render waits for after the entry: its page chunk with the chunks that one imports,
 * the copy parts it shows (`core` + the route's), in each language, the lazy parts it waits for (the route's
 * `parts`) and the shell's overlays.
 */
export function firstPageFiles(
  bundle: Rolldown.OutputBundle,
  base: string,
  table: readonly RouteEntry[] = routeTable,
): FirstPageFiles {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (chunk: Rolldown.OutputChunk, seen = new Set<string>()) => {
    if (seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const dep of chunk.imports) {
      const next = byFile.get(dep);
      if (next) closure(next, seen);
    }
    return seen;
  };
  // A page or copy part is its chunk's facade; the shell's overlays are a module of the shared kit chunk.
  const facade = (suffix: string) => {
    const chunk =
      chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ??
      chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`preloadFirstPage: no chunk for ${suffix}`);
    return chunk;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('preloadFirstPage: no entry chunk');
  const loadedWithEntry = closure(entry);
  // The shell's toasts and "Loading…" mask (their own chunk, requested as the shell first renders): fetched
  // beside the page's files, not after the entry has run, so they add no round trip before the first paint.
  const shell = closure(facade('/src/shell/ShellOverlays.tsx'));
  const filesFor = (
    page: string | undefined,
    copy: readonly string[],
    partsIn: (lang: Locale) => readonly string[] = () => [],
    first = true,
  ) =>
    Object.fromEntries(
      LOCALES.map((lang) => {
        const files = new Set<string>();
        if (page) for (const f of closure(facade(`/src/pages/${page}.tsx`))) files.add(f);
        for (const part of partsIn(lang)) for (const f of closure(facade(part))) files.add(f);
        for (const part of first ? ['core', ...copy] : copy)
          files.add(facade(`/i18n/copy/${part}.${lang}.ts`).fileName);
        if (first) for (const f of shell) files.add(f);
        return [lang, [...files].filter((f) => !loadedWithEntry.has(f)).map((f) => `${base}${f}`)];
      }),
    ) as Record<Locale, string[]>;

  const files: FirstPageFiles = { '*': filesFor(undefined, []) };
  for (const { path, page, copy = [], parts, after } of table) {
    if (page && !files[path]) files[path] = filesFor(page, copy, () => parts ?? []);
    // What the page shows right after it opens, in each language: asked for with the first load, all at once.
    if (page && after)
      files[afterKey(path)] = filesFor(undefined, after.copy ?? [], (lang) => afterParts(after, lang), false);
  }
  return files;
}

/**
 * The global the inline script leaves for later pages: `mountedRoutes.loadRoute` calls it with the path it
 * opens, so a page reached inside the app downloads all its files at once too. Vite's own preloading of
 * dynamic imports is off (apps/webview/vite.config.ts): this table does that job without a helper in the entry.
 */
export const PRELOAD_PAGE_GLOBAL = '__loanH5PreloadPage';

/**
 * The inline script (as the entry, `crossorigin`): picks the path's files and the language (the `lang` flag: 1 is English, anything else
 * Indonesian, as `localeFromLangFlag`; a test holds the two together) and preloads them.
 */
export function firstPageScript(files: FirstPageFiles): string {
  const after = JSON.stringify(afterKey(''));
  return `(function(){var f=${JSON.stringify(files)},p=f[location.pathname]||f['*'],a=f[location.pathname+${after}],l=new URLSearchParams(location.search).get('lang')==='1'?'en':'id';function g(q){q[l].forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)})}window.${PRELOAD_PAGE_GLOBAL}=function(x){g(f[x]||f['*'])};g(p);if(a)g(a)})();`;
}

/**
 * Starts every file of the opened page downloading with the entry, instead of after it ran: on a slow
 * network that is two round trips less before the borrower sees the page (the copy, then the page chunk).
 */
export function preloadFirstPage(): Plugin {
  let base = '/';
  return {
    name: 'loan-h5:preload-first-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return undefined;
        const script = firstPageScript(firstPageFiles(ctx.bundle, base));
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
