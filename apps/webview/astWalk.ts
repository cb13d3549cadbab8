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
