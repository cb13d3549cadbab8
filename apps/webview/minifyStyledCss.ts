import { parseAst, type Plugin } from 'vite';
import { applyEdits, walk, type AstNode as Node } from './astWalk.ts';

/** The styled-components tags whose template is CSS: `styled.div`, `styled(X).attrs(…)`, `css`, `keyframes`, … */
const CSS_TAGS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/**
 * One piece of a CSS template between interpolations, smaller: comments out, each run of spaces one space,
 * none around `{ } ; : , >`. Quoted strings are left as written. A run with line breaks keeps just them, so
 * the module keeps its line numbers (its source map stays right without a new one).
 */
export function minifyCssPiece(raw: string): string {
  return raw
    .split(/("[^"\n]*"|'[^'\n]*')/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
            .replace(/\s+/g, (space) => '\n'.repeat(space.split('\n').length - 1) || ' ')
            .replace(/ ?([{};:,>]) ?/g, '$1'),
    )
    .join('');
}

/** The name a tag starts from: `styled` for `styled.div`, `styled(Button).attrs(…)`, `styled.a.withConfig(…)`. */
function tagRoot(tag: Node): string | undefined {
  let node: Node | undefined = tag;
  while (node) {
    if (node.type === 'Identifier') return node['name'] as string;
    node = (
      node.type === 'MemberExpression'
        ? node['object']
        : node.type === 'CallExpression'
          ? node['callee']
          : undefined
    ) as Node | undefined;
  }
  return undefined;
}

/** The module's code with the CSS of its styled-components templates minified; null when there is none. */
export function minifyStyledCssIn(code: string): string | null {
  if (!code.includes('`')) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parseAst(code))) {
    if (node.type !== 'TaggedTemplateExpression') continue;
    if (!CSS_TAGS.has(tagRoot(node['tag'] as Node) ?? '')) continue;
    const template = node['quasi'] as Node;
    const quasis = template['quasis'] as { value: { raw: string } }[];
    const expressions = template['expressions'] as Node[];
    // Each piece is the raw text after the opening backtick or after the `}` that closes an interpolation.
    let at = template.start + 1;
    const pieces: { start: number; end: number; text: string }[] = [];
    for (const [i, quasi] of quasis.entries()) {
      const raw = quasi.value.raw;
      if (code.slice(at, at + raw.length) !== raw) {
        pieces.length = 0;
        break; // not where expected (an unusual layout): leave the template as written
      }
      pieces.push({ start: at, end: at + raw.length, text: minifyCssPiece(raw) });
      const next = expressions[i];
      if (next) at = code.indexOf('}', next.end) + 1;
    }
    edits.push(...pieces.filter((p) => p.text !== code.slice(p.start, p.end)));
  }
  if (!edits.length) return null;
  return applyEdits(code, edits);
}

/**
 * styled-components' CSS is text in the scripts, written for people: indented, a declaration a line. The
 * production build sends it minified (about 1 KB gzip less on every page). Same rules, same order.
 */
export function minifyStyledCss(): Plugin {
  return {
    name: 'loan-h5:minify-styled-css',
    apply: 'build',
    transform: {
      filter: { id: /\/(packages\/screens|apps\/webview)\/src\/.+\.tsx?$/ },
      handler(code) {
        const out = minifyStyledCssIn(code);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
