import { runnerImport, type Plugin } from 'vite';
import { routeTable, type RouteEntry } from './src/routes/routeTable.ts';

/** The app's table of first-page copy files (`main.tsx` gives it to the copy store). */
export const FIRST_PAGE_COPY_MODULE = 'virtual:loan-h5/first-page-copy';
/** One file's id: `core` and a page's part, in one language. Its chunk is named after it (`core+loan.en`). */
const BUNDLE_PREFIX = 'virtual:loan-h5/first-page-copy/';
export const firstPageCopyId = (part: string, lang: string) => `${BUNDLE_PREFIX}core+${part}.${lang}.ts`;

const LOCALES = ['en', 'id'] as const;

/** The copy parts first pages show beside `core` (each page shows one), each once. */
export function firstPageCopyParts(table: readonly RouteEntry[] = routeTable): string[] {
  return [...new Set(table.flatMap(({ page, copy = [] }) => (page && copy.length === 1 ? copy : [])))].sort();
}

/** The table's source: per language, per part, a loader of `core` and that part in one file; none in dev. */
export function firstPageCopyTable(parts: readonly string[], build: boolean): string {
  const table = (lang: string) =>
    build
      ? parts.map(
          (part) =>
            `${part}: () => import(${JSON.stringify(firstPageCopyId(part, lang))}).then((m) => m.default)`,
        )
      : [];
  return `export default { ${LOCALES.map((lang) => `${lang}: { ${table(lang).join(', ')} }`).join(', ')} };`;
}

/**
 * The first page's copy in one download: `core` (the shell's words) and the page's part, in the language on
 * screen, written into one file per part and language at build time. Separately they were two of a first
 * load's 7–9 script requests; over HTTP/1.1's six connections every request in flight shares the bandwidth the
 * entry needs. The parts keep their own files too: a page opened later in the app fetches only its part.
 * The dev server's table is empty, so there the store fetches part by part.
 */
export function firstPageCopy(): Plugin {
  let build = false;
  return {
    name: 'loan-h5:first-page-copy',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: {
      filter: { id: /^virtual:loan-h5\/first-page-copy/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:loan-h5\/first-page-copy/ },
      async handler(id) {
        if (id === `\0${FIRST_PAGE_COPY_MODULE}`) return firstPageCopyTable(firstPageCopyParts(), build);
        const [, part, lang] = /core\+(\w+)\.(en|id)\.ts$/.exec(id) ?? [];
        if (!part || !lang) throw new Error(`firstPageCopy: no part and language in ${id}`);
        const words = async (name: string) => {
          const resolved = await this.resolve(`@loan-h5/screens/i18n/copy/${name}.${lang}`);
          if (!resolved) throw new Error(`firstPageCopy: no copy part ${name}.${lang}`);
          this.addWatchFile(resolved.id);
          const { module } = await runnerImport<Record<string, Record<string, string>>>(resolved.id, {
            configFile: false,
            logLevel: 'silent',
          });
          const copy = module[name];
          if (!copy) throw new Error(`firstPageCopy: ${name}.${lang} does not export ${name}`);
          return copy;
        };
        // The order the store joins them in: the part's words over core's.
        const [core, own] = await Promise.all([words('core'), words(part)]);
        return `export default ${JSON.stringify({ ...core, ...own })};`;
      },
    },
  };
}
