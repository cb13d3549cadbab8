import { parseAst, type Plugin } from 'vite';
import { applyEdits, walk, type AstNode as Node } from './astWalk.ts';

/** Route table fields only the build reads (index.html's table, `npm run size`), never the app. */
const BUILD_ONLY = new Set(['parts', 'after']);

const keyName = (key: Node) =>
  key.type === 'Identifier' ? (key['name'] as string) : key.type === 'Literal' ? String(key['value']) : '';

/**
 * The route table without its rows' `parts` and `after`; null when it has none. A removed property (and its
 * comma) becomes spaces that keep its line breaks, so the module keeps its line numbers and source map.
 */
export function dropBuildOnlyRouteFieldsIn(code: string): string | null {
  const cuts: { start: number; end: number }[] = [];
  for (const node of walk(parseAst(code))) {
    if (node.type !== 'Property' || node['computed'] || !BUILD_ONLY.has(keyName(node['key'] as Node)))
      continue;
    const comma = /^\s*,/.exec(code.slice(node.end));
    cuts.push({ start: node.start, end: node.end + (comma ? comma[0].length : 0) });
  }
  // `after: { parts: … }`: the outer cut takes the inner one with it.
  const outer = cuts.filter((c) => !cuts.some((o) => o !== c && o.start <= c.start && c.end <= o.end));
  if (!outer.length) return null;
  return applyEdits(
    code,
    outer.map((cut) => ({ ...cut, text: code.slice(cut.start, cut.end).replace(/[^\n]/g, ' ') })),
  );
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
