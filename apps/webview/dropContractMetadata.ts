import { parseAst, type Plugin } from 'vite';
import { blankOutProperties, propertyName, walk, type AstNode as Node } from './astWalk.ts';

/** Endpoint properties only the contract reads (scripts/contract.mjs, `npm run contract:check`), never a call. */
const CONTRACT_ONLY = new Set(['wire', 'kind']);

/**
 * The module without the `wire` and `kind` of its `defineEndpoint({ … })` calls (blanked out, lines kept);
 * null when it has none.
 */
export function dropContractMetadataIn(code: string): string | null {
  if (!code.includes('defineEndpoint')) return null;
  const found: Node[] = [];
  for (const node of walk(parseAst(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node['callee'] as Node;
    if (callee.type !== 'Identifier' || callee['name'] !== 'defineEndpoint') continue;
    const [spec] = node['arguments'] as Node[];
    if (spec?.type !== 'ObjectExpression') continue;
    found.push(...(spec['properties'] as Node[]).filter((prop) => CONTRACT_ONLY.has(propertyName(prop))));
  }
  return found.length ? blankOutProperties(code, found) : null;
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
