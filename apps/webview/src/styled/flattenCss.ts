// The nesting of a styled template, flattened into plain CSS rules, as styled-components' stylis does (the
// parity test holds it to stylis on every template of the kit). The kit's templates are static, so this runs
// once per component, when its module loads: never during a render.

/** Where a block's end, a declaration's end or a top-level comma is, skipping strings, brackets and comments. */
function scan(text: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      while (++i < text.length && text[i] !== c) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) return text.length;
      i++;
    } else if (depth === 0 && stops.includes(c)) return i;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
  }
  return text.length;
}

/** The text without its comments; strings and `url(…)` are kept whole. */
function stripComments(text: string): string {
  let out = '';
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      while (++i < text.length && text[i] !== c) if (text[i] === '\\') i++;
    } else if (c === '(') {
      i = scan(text, i + 1, ')');
    } else if (c === '/' && (text[i + 1] === '*' || text[i + 1] === '/')) {
      const end = text[i + 1] === '*' ? text.indexOf('*/', i + 2) + 2 : text.indexOf('\n', i);
      out += text.slice(at, i);
      at = i = end > 1 ? end : text.length;
      i--;
    }
  }
  return out + text.slice(at);
}

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A selector list's selectors, split at its top-level commas (not those inside `:not(a, b)`). */
function selectors(list: string): string[] {
  const out: string[] = [];
  for (let at = 0; at <= list.length;) {
    const end = scan(list, at, ',');
    out.push(squash(list.slice(at, end)));
    at = end + 1;
  }
  return out;
}

/** Each nested selector under each parent: `&` is the parent, and a selector without one is a descendant. */
function nest(parents: string[], list: string): string[] {
  const own = selectors(list);
  if (!parents.length) return own;
  return parents.flatMap((parent) =>
    own.map((s) => (s.includes('&') ? s.replace(/&/g, parent) : `${parent} ${s}`)),
  );
}

/**
 * The rules of `body` under the selectors `parents` (none for a global style): the block's own declarations
 * first, as one rule, then its nested rules in order; `@media` and `@supports` keep the selectors inside them.
 */
function flatten(body: string, parents: string[]): string {
  let declarations = '';
  let nested = '';
  for (let at = 0; at < body.length;) {
    const end = scan(body, at, '{;}');
    const head = squash(body.slice(at, end));
    if (body[end] !== '{') {
      const colon = head.indexOf(':');
      if (head.startsWith('@')) nested += `${head};`;
      else if (colon > 0) declarations += `${head.slice(0, colon).trim()}:${head.slice(colon + 1).trim()};`;
      at = end + 1;
      continue;
    }
    // The block's end: its braces are balanced, so count them, skipping strings and comments.
    let close = end;
    for (let depth = 1; depth > 0 && close < body.length;) {
      close = scan(body, close + 1, '{}');
      depth += body[close] === '{' ? 1 : -1;
    }
    const inner = body.slice(end + 1, close);
    if (/^@(media|supports|container|layer)\b/.test(head)) {
      const rules = flatten(inner, parents);
      if (rules) nested += `${head}{${rules}}`;
    } else if (head.startsWith('@')) {
      nested += `${head}{${flatten(inner, [])}}`;
    } else {
      nested += flatten(inner, nest(parents, head));
    }
    at = close + 1;
  }
  const own = declarations && (parents.length ? `${parents.join(',')}{${declarations}}` : declarations);
  return own + nested;
}

/** The plain CSS of a component's template under its class selector, or of a global style (no selector). */
export function flattenCss(template: string, selector?: string): string {
  return flatten(stripComments(template), selector ? [selector] : []);
}
