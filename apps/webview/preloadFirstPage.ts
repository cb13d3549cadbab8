import type { Plugin, Rolldown } from 'vite';
import { firstPageCopyId } from './firstPageCopy.ts';
import { afterKey, afterParts, routeTable, type RouteEntry } from './src/routes/routeTable.ts';

type Locale = 'en' | 'id';
/**
 * Per path (and `*` for any other), per language: the code the page needs besides the entry; under
 * `copyKey(path)`, the copy its first load fetches; under `afterKey(path)`, what it shows right after it opens.
 */
export type FirstPageFiles = Record<string, Record<Locale, string[]>>;

/** The key of the copy a path's first load fetches: apart, since a page opened later fetches only its part. */
export const copyKey = (path: string) => `${path} copy`;

const LOCALES: readonly Locale[] = ['en', 'id'];

/**
 * What each path's first render waits for after the entry: its page chunk with the chunks that one imports,
 * the lazy parts it waits for (the route's `parts`) and the shell's overlays; apart, under `copyKey`, its copy
 * in each language (`core` and the route's part in one file: firstPageCopy.ts).
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
  const inEachLanguage = (filesIn: (lang: Locale) => Iterable<string>) =>
    Object.fromEntries(
      LOCALES.map((lang) => [
        lang,
        [...new Set(filesIn(lang))].filter((f) => !loadedWithEntry.has(f)).map((f) => `${base}${f}`),
      ]),
    ) as Record<Locale, string[]>;
  const codeOf = (page: string | undefined, parts: readonly string[] = []) =>
    inEachLanguage(function* () {
      if (page) yield* closure(facade(`/src/pages/${page}.tsx`));
      for (const part of parts) yield* closure(facade(part));
      yield* shell;
    });
  const copyChunk = (part: string, lang: Locale) => facade(`/i18n/copy/${part}.${lang}.ts`).fileName;
  // The first load's copy: `core` with the page's one part in one file where the build made it.
  const withCore = (part: string, lang: Locale) =>
    chunks.find((c) => c.facadeModuleId === `\0${firstPageCopyId(part, lang)}`)?.fileName;
  const firstCopyOf = (copy: readonly string[]) =>
    inEachLanguage((lang) => {
      const together = copy.length === 1 ? withCore(copy[0]!, lang) : undefined;
      return together ? [together] : ['core', ...copy].map((part) => copyChunk(part, lang));
    });

  const files: FirstPageFiles = { '*': codeOf(undefined), [copyKey('*')]: firstCopyOf([]) };
  for (const { path, page, copy = [], parts, after } of table) {
    if (page && !files[path]) {
      files[path] = codeOf(page, parts);
      files[copyKey(path)] = firstCopyOf(copy);
    }
    // What the page shows right after it opens, in each language: asked for with the first load, all at once.
    if (page && after)
      files[afterKey(path)] = inEachLanguage(function* (lang) {
        for (const part of afterParts(after, lang)) yield* closure(facade(part));
        for (const part of after.copy ?? []) yield copyChunk(part, lang);
      });
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
 * Indonesian, as `localeFromLangFlag`; a test holds the two together) and preloads them: the page's code, its
 * copy, and what it shows right after it opens. A later page (the global) gets its code: its copy part is
 * asked for by the copy store at the same moment.
 */
export function firstPageScript(files: FirstPageFiles): string {
  const after = JSON.stringify(afterKey(''));
  const copy = JSON.stringify(copyKey(''));
  return `(function(){var f=${JSON.stringify(files)},x=location.pathname,p=f[x]||f['*'],c=f[x+${copy}]||f[${JSON.stringify(copyKey('*'))}],a=f[x+${after}],l=new URLSearchParams(location.search).get('lang')==='1'?'en':'id';function g(q){q[l].forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)})}window.${PRELOAD_PAGE_GLOBAL}=function(y){g(f[y]||f['*'])};g(p);g(c);if(a)g(a)})();`;
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
