// Finds syntax that the oldest browsers we support cannot parse: Android WebView / Chrome 84 and iOS Safari
// 14.5 (the repo's browserslist). One such expression anywhere in a file makes the whole page blank there.
import { parse } from 'acorn';

/** Each feature newer than the floor, with the first browser versions that parse it. */
const FEATURES = {
  logicalAssignment: '`||=`, `&&=`, `??=` (Chrome 85)',
  privateMethod: 'private methods and accessors (iOS Safari 15)',
  privateIn: '`#field in object` (Chrome 91, iOS Safari 15)',
  staticBlock: 'class static blocks (Chrome 94, iOS Safari 16.4)',
  topLevelAwait: 'top-level await (Chrome 89, iOS Safari 15)',
  regexpIndices: 'RegExp match indices `/d` (Chrome 90, iOS Safari 15)',
  regexpSets: 'RegExp `/v` (Chrome 112, iOS Safari 17)',
  importAttributes: 'import attributes (Chrome 123, iOS Safari 17.2)',
};

/** Walks every node of an ESTree AST, telling `visit` whether it sits inside a function. */
function walk(node, visit, inFunction = false) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, inFunction);
  const nested = inFunction || /Function/.test(node.type);
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (Array.isArray(child)) for (const c of child) walk(c, visit, nested);
    else if (child && typeof child === 'object' && typeof child.type === 'string') walk(child, visit, nested);
  }
}

/**
 * The newer-than-floor syntax in `code`: `[{ feature, description, line }]`, empty when every old webview
 * parses it. `sourceType` is `module` for ES modules (the app's chunks) and `script` for CommonJS.
 */
export function newerSyntax(code, { sourceType = 'module' } = {}) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType, locations: true, allowHashBang: true });
  const found = [];
  const add = (feature, node) =>
    found.push({ feature, description: FEATURES[feature], line: node.loc.start.line });
  walk(ast, (node, inFunction) => {
    if (node.type === 'AssignmentExpression' && ['||=', '&&=', '??='].includes(node.operator))
      add('logicalAssignment', node);
    if (
      (node.type === 'MethodDefinition' || node.type === 'Property') &&
      node.key?.type === 'PrivateIdentifier'
    )
      add('privateMethod', node);
    if (node.type === 'BinaryExpression' && node.left.type === 'PrivateIdentifier') add('privateIn', node);
    if (node.type === 'StaticBlock') add('staticBlock', node);
    if (node.type === 'AwaitExpression' && !inFunction) add('topLevelAwait', node);
    if (node.type === 'ForOfStatement' && node.await && !inFunction) add('topLevelAwait', node);
    if (node.regex?.flags.includes('d')) add('regexpIndices', node);
    if (node.regex?.flags.includes('v')) add('regexpSets', node);
    if ((node.attributes?.length ?? 0) > 0 || (node.type === 'ImportExpression' && node.options))
      add('importAttributes', node);
  });
  return found;
}
