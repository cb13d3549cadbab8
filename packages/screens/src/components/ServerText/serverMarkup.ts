/** The only tags server text may format with (DESIGN.md: server text may carry simple formatting). */
export const SERVER_TAGS = ['b', 'strong', 'i', 'em', 'p', 'br'] as const;
export type ServerTag = (typeof SERVER_TAGS)[number];

/** A piece of server text: plain text, or an allowed element with its pieces. Never an attribute. */
export type ServerNode = string | { tag: ServerTag; children: ServerNode[] };

const ALLOWED = new Set<string>(SERVER_TAGS);
// Tags whose content is code, not words for the borrower: dropped with the tags.
const CONTENT_DROPPED = new Set(['script', 'style']);

// A tag: `<name ...>`, `</name>`, `<name/>`; attributes may hold quoted `>`. Anything else with `<` is text.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Character references in text (`&amp;`, `&#39;`, `&#x2014;`); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, dec, hex, name) => {
    if (name !== undefined) return NAMED[(name as string).toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex as string, 16);
    // No NUL, no surrogate halves, nothing beyond Unicode: those stay as written.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
    return String.fromCodePoint(code);
  });
}

interface Open {
  tag: ServerTag;
  children: ServerNode[];
}

/**
 * Server text read as the allow-listed markup: b, strong, i, em, p and br become elements (without any
 * attribute), every other tag is dropped with its text kept, script and style with their content, comments
 * whole. A `<` that starts no tag is text. An unclosed tag ends with the text; a stray closing tag is
 * dropped. Entities are decoded in text only, so `&lt;b&gt;` shows as the characters `<b>`.
 */
export function parseServerText(source: string): ServerNode[] {
  const root: ServerNode[] = [];
  const stack: Open[] = [];
  const children = () => (stack.length > 0 ? stack[stack.length - 1]!.children : root);
  const addText = (raw: string) => {
    if (raw === '') return;
    const text = decodeEntities(raw);
    const into = children();
    const last = into[into.length - 1];
    if (typeof last === 'string') into[into.length - 1] = last + text;
    else into.push(text);
  };
  const close = (tag: ServerTag) => {
    const at = stack.map((o) => o.tag).lastIndexOf(tag);
    if (at >= 0) stack.length = at; // closes what was opened inside it, too
  };

  let textStart = 0;
  let i = source.indexOf('<');
  while (i >= 0) {
    COMMENT.lastIndex = i;
    TAG.lastIndex = i;
    const comment = COMMENT.exec(source);
    const tag = comment ? null : TAG.exec(source);
    if (!comment && !tag) {
      i = source.indexOf('<', i + 1);
      continue;
    }
    addText(source.slice(textStart, i));
    let next = (comment ?? tag)![0].length + i;
    if (tag) {
      const closing = tag[1] === '/';
      const name = tag[2]!.toLowerCase();
      if (CONTENT_DROPPED.has(name) && !closing) {
        const end = new RegExp(`</${name}\\s*>`, 'ig');
        end.lastIndex = next;
        const found = end.exec(source);
        next = found ? found.index + found[0].length : source.length;
      } else if (ALLOWED.has(name)) {
        const allowed = name as ServerTag;
        if (allowed === 'br') {
          if (!closing) children().push({ tag: 'br', children: [] });
        } else if (closing) {
          close(allowed);
        } else {
          // A paragraph ends the one before it, as in HTML.
          if (allowed === 'p') close('p');
          const element: Open = { tag: allowed, children: [] };
          children().push(element);
          stack.push(element);
        }
      }
    }
    textStart = next;
    i = source.indexOf('<', next);
  }
  addText(source.slice(textStart));
  return root;
}

/** The words of server text without any markup (for a label, an attribute or a comparison). */
export function serverPlainText(source: string): string {
  const words = (nodes: ServerNode[]): string =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        if (node.tag === 'br') return '\n';
        return node.tag === 'p' ? `${words(node.children)}\n` : words(node.children);
      })
      .join('');
  return words(parseServerText(source)).trim();
}
