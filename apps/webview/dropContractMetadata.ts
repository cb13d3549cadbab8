import { parseAst, type Plugin } from 'vite';
import { applyEdits, walk, type AstNode as Node } from './astWalk.ts';

/** Endpoint properties only the contract reads (scripts/contract.mjs, `npm run contract:check`), never a call. */
const CONTRACT_ONLY = new Set(['wire', 'kind']);

const keyName = (key: Node) =>
  key.type === 'Identifier' ? (key['name'] as string) : key.type === 'Literal' ? String(key['value']) : '';

/**
 * The module without the `wire` and `kind` of its `defineEndpoint({ … })` calls; null when it has none. A
 * removed property (and its comma) becomes spaces that keep its line breaks, so the module keeps its line
 * numbers and its source map stays right without a new one.
 */
export function dropContractMetadataIn(code: string): string | null {
  if (!code.includes('defineEndpoint')) return null;
  const cuts: { start: number; end: number }[] = [];
  for (const node of walk(parseAst(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node['callee'] as Node;
    if (callee.type !== 'Identifier' || callee['name'] !== 'defineEndpoint') continue;
    const [spec] = node['arguments'] as Node[];
    if (spec?.type !== 'ObjectExpression') continue;
    for (const prop of spec['properties'] as Node[]) {
      if (prop.type !== 'Property' || prop['computed'] || !CONTRACT_ONLY.has(keyName(prop['key'] as Node)))
        continue;
      const comma = /^\s*,/.exec(code.slice(prop.end));
      cuts.push({ start: prop.start, end: prop.end + (comma ? comma[0].length : 0) });
    }
  }
  if (!cuts.length) return null;
  return applyEdits(
    code,
    cuts.map((cut) => ({ ...cut, text: code.slice(cut.start, cut.end).replace(/[^\n]/g, ' ') })),
  );
}

/**
 * Each endpoint carries, beside what a call needs, where its wire details come from (`wire`: reply field
 * paths, notes for the backend team) and what it does on the server (`kind`), for the generated contract.
 * Phones never need them: the app's build leaves them out (about 2 KB raw on a page's endpoints chunk).
 */
export function dropContractMetadata(): Plugin {
  return {
    name: 'loan-h5:drop-contract-metadata',
    apply: 'build',
    transform: {
      filter: { id: /\/packages\/api\/src\/endpoints\/\w+\.ts$/ },
      handler(code) {
        const out = dropContractMetadataIn(code);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
