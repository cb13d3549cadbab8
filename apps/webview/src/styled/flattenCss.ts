// The nesting of a styled template, flattened into plain CSS rules, as styled-components' stylis does (the
// parity test holds it to stylis on every template of the kit). The kit's templates are static, so this runs
// once per component: one pass over the text, as the page's first render starts.

interface Block {
  /** What the block opened with: a selector list, `@media …`, `@keyframes …`; '' for the template itself. */
  head: string;
  /** The selectors its declarations are for (none in a global style or in `@keyframes`). */
  selectors: string[];
  declarations: string;
  /** Its nested rules, already flat, in order. */
  nested: string;
}

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A selector list's selectors, split at its top-level commas (not those inside `:not(a, b)` or quotes). */
function split(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let at = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '"' || c === "'") i = list.indexOf(c, i + 1);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && !depth) {
      out.push(list.slice(at, i).trim());
      at = i + 1;
    }
  }
  out.push(list.slice(at).trim());
  return out;
}

/** A nested block's selectors: `&` is each parent, and a selector without one is a descendant of it. */
function nest(parents: string[], list: string): string[] {
  const own = split(list);
  if (!parents.length) return own;
  return parents.flatMap((parent) =>
    own.map((s) => (s.includes('&') ? s.replace(/&/g, parent) : `${parent} ${s}`)),
  );
}

/** A block as flat CSS: its own declarations first, as one rule, then its nested rules in order. */
function close(block: Block): string {
  const { head, selectors, declarations, nested } = block;
  const own = declarations && (selectors.length ? `${selectors.join(',')}{${declarations}}` : declarations);
  if (!head.startsWith('@')) return own + nested;
  return own || nested ? `${head}{${own}${nested}}` : '';
}

/**
 * The plain CSS of a component's template under its class selector, or of a global style (no selector).
 * `@media`, `@supports`, `@container` and `@layer` keep the selectors inside them; other at-rules
 * (`@keyframes`) hold their own.
 */
export function flattenCss(template: string, selector?: string): string {
  const root: Block = { head: '', selectors: selector ? [selector] : [], declarations: '', nested: '' };
  const open = [root];
  let block = root;
  let text = ''; // the current head or declaration so far, without comments
  let at = 0;
  let depth = 0; // parentheses: `url(a;b)` and `:not(a, b)` are one value
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === '"' || c === "'") {
      while (++i < template.length && template[i] !== c) if (template[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth) continue;
    else if (c === '/' && (template[i + 1] === '*' || template[i + 1] === '/')) {
      text += template.slice(at, i);
      const end = template.indexOf(template[i + 1] === '*' ? '*/' : '\n', i + 2);
      i = end < 0 ? template.length : template[i + 1] === '*' ? end + 1 : end;
      at = i + 1;
    } else if (c === '{' || c === ';' || c === '}') {
      const head = squash(text + template.slice(at, i));
      text = '';
      at = i + 1;
      if (c === '{') {
        const group = /^@(media|supports|container|layer)\b/.test(head);
        const selectors = group ? block.selectors : head.startsWith('@') ? [] : nest(block.selectors, head);
        block = { head, selectors, declarations: '', nested: '' };
        open.push(block);
        continue;
      }
      const colon = head.indexOf(':');
      if (head.startsWith('@')) block.nested += `${head};`;
      else if (colon > 0)
        block.declarations += `${head.slice(0, colon).trim()}:${head.slice(colon + 1).trim()};`;
      if (c === '}' && open.length > 1) {
        open.pop();
        const parent = open[open.length - 1]!;
        parent.nested += close(block);
        block = parent;
      }
    }
  }
  const last = squash(text + template.slice(at));
  const colon = last.indexOf(':');
  if (colon > 0) block.declarations += `${last.slice(0, colon).trim()}:${last.slice(colon + 1).trim()};`;
  while (open.length > 1) {
    const inner = open.pop()!;
    open[open.length - 1]!.nested += close(inner);
  }
  return close(root);
}
