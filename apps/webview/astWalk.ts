/** A node of the ESTree Vite's `parseAst` returns, as the build's own transforms read it. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of a tree, depth first. */
export function* walk(node: unknown): Generator<AstNode> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const n = node as AstNode;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n))
    if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
}

/** The code with each span replaced (spans do not overlap). */
export function applyEdits(
  code: string,
  edits: readonly { start: number; end: number; text: string }[],
): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The name of an object property that is not computed (`name: …`, `'name': …`); else ''. */
export function propertyName(node: AstNode): string {
  if (node.type !== 'Property' || node['computed']) return '';
  const key = node['key'] as AstNode;
  return key.type === 'Identifier'
    ? (key['name'] as string)
    : key.type === 'Literal'
      ? String(key['value'])
      : '';
}

/**
 * The code without these properties (each with its comma): each becomes spaces that keep its line breaks, so
 * the module keeps its line numbers and its source map stays right without a new one.
 */
export function blankOutProperties(code: string, properties: readonly AstNode[]): string {
  return applyEdits(
    code,
    properties.map((prop) => {
      const comma = /^\s*,/.exec(code.slice(prop.end));
      const end = prop.end + (comma ? comma[0].length : 0);
      return { start: prop.start, end, text: code.slice(prop.start, end).replace(/[^\n]/g, ' ') };
    }),
  );
}
