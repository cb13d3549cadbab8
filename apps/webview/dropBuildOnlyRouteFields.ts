import { parseAst, type Plugin } from 'vite';
import { blankOutProperties, propertyName, walk } from './astWalk.ts';

/** Route table fields only the build reads (index.html's table, `npm run size`), never the app. */
const BUILD_ONLY = new Set(['parts', 'after']);

/**
 * The route table without its rows' `parts` and `after` (blanked out, lines kept); null when it has none.
 */
export function dropBuildOnlyRouteFieldsIn(code: string): string | null {
  const found = [...walk(parseAst(code))].filter((node) => BUILD_ONLY.has(propertyName(node)));
  // `after: { parts: … }`: the outer property takes the inner one with it.
  const outer = found.filter((p) => !found.some((o) => o !== p && o.start <= p.start && p.end <= o.end));
  return outer.length ? blankOutProperties(code, outer) : null;
}

/**
 * The route table names, per path, the lazy parts a first load waits for (`parts`) and what a page shows
 * right after it opens (`after`): the build turns both into index.html's table of files, and the size
 * budgets read them from source. The app's entry carries the table, so the phones' build leaves them out.
 */
export function dropBuildOnlyRouteFields(): Plugin {
  return {
    name: 'loan-h5:drop-build-only-route-fields',
    apply: 'build',
    transform: {
      filter: { id: /\/src\/routes\/routeTable\.ts$/ },
      handler(code) {
        const out = dropBuildOnlyRouteFieldsIn(code);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
