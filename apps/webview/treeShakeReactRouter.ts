import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
import type { AstNode as Node } from './astWalk.ts';

/** React's component and context factories: pure, but react-router's build does not say so. */
const FACTORIES = new Set(['forwardRef', 'createContext', 'memo']);

function isFactoryCall(node: Node | null | undefined): node is Node {
  if (node?.type !== 'CallExpression') return false;
  const callee = node['callee'] as Node;
  if (callee.type !== 'MemberExpression' || callee['computed']) return false;
  const property = callee['property'] as Node;
  return FACTORIES.has(property['name'] as string);
}

/** `X.displayName = "…";`: a name for React's dev tools, and a side effect that keeps X. */
function isDisplayName(statement: Node): boolean {
  if (statement.type !== 'ExpressionStatement') return false;
  const expression = statement['expression'] as Node;
  if (expression.type !== 'AssignmentExpression' || expression['operator'] !== '=') return false;
  const left = expression['left'] as Node;
  const right = expression['right'] as Node;
  return (
    left.type === 'MemberExpression' &&
    (left['property'] as Node)['name'] === 'displayName' &&
    right.type === 'Literal' &&
    typeof right['value'] === 'string'
  );
}

/**
 * The module with its top-level component and context factories marked pure and their display names
 * dropped, so the bundler can leave out what the app never uses; null when there is nothing to mark. The
 * source map follows the edits.
 */
export function markUnusedRouterPartsDroppable(code: string, id: string) {
  const program = parseAst(code) as unknown as { body: Node[] };
  const out = new MagicString(code);
  for (const statement of program.body) {
    if (isDisplayName(statement)) out.remove(statement.start, statement.end);
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement['declarations'] as Node[]) {
      const init = declarator['init'] as Node | null;
      if (isFactoryCall(init)) out.appendLeft(init.start, '/* @__PURE__ */ ');
    }
  }
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ source: id, hires: true }) };
}

/**
 * react-router's production build creates its components at the top level with unmarked `forwardRef` and
 * `createContext` calls, then names each one (`Link.displayName = "Link"`): to a bundler both are side
 * effects, so Link, NavLink, Form, ScrollRestoration and their helpers reach every first load, used or not
 * (the app uses none of them). Marked droppable, they leave the entry: about 14 KB raw, 4.4 KB gzip.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'loan-h5:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/production\/[\w-]+\.mjs$/ },
      handler(code, id) {
        return markUnusedRouterPartsDroppable(code, id);
      },
    },
  };
}
