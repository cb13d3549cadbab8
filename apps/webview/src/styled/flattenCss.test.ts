import { compile, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { flattenCss } from './flattenCss';

const stylis = (template: string, selector?: string) =>
  serialize(compile(selector ? `${selector} { ${template} }` : template), stringify);

describe('flattenCss', () => {
  it('writes the block’s own declarations first, then its nested rules in order', () => {
    const template = `
      color: red;
      &:hover, &:focus-visible { color: blue; }
      background: white;
      & > li + li { margin: 0; }
      p { margin: 0 }`;
    expect(flattenCss(template, '.c')).toBe(
      '.c{color:red;background:white;}.c:hover,.c:focus-visible{color:blue;}.c > li + li{margin:0;}.c p{margin:0;}',
    );
  });

  it('keeps the selectors inside @media and @supports, and leaves @keyframes its own', () => {
    const template = `
      width: 24px;
      @media (min-width: 400px) { width: 32px; &[data-size='lg'] { width: 40px; } }
      & > span { @supports (gap: 1px) { gap: 4px; } }`;
    const css = flattenCss(template, '.c');
    expect(css).toBe(
      ".c{width:24px;}@media (min-width: 400px){.c{width:32px;}.c[data-size='lg']{width:40px;}}@supports (gap: 1px){.c > span{gap:4px;}}",
    );
    expect(flattenCss('from { opacity: 0 } to { opacity: 1; }')).toBe('from{opacity:0;}to{opacity:1;}');
  });

  it('takes strings, url() and :not(a, b) whole, and drops comments', () => {
    const template = `
      /* why: a comment; with { braces } */
      content: 'a;b{c}';
      background: url(data:image/svg+xml;utf8,x) // a line comment
      ;
      &:not(.a, .b) { color: red; } /* the end */`;
    expect(flattenCss(template, '.c')).toBe(
      ".c{content:'a;b{c}';background:url(data:image/svg+xml;utf8,x);}.c:not(.a, .b){color:red;}",
    );
  });

  it('gives what stylis gives, written alike', () => {
    const templates = [
      `& + & { margin-top: 8px; } && { color: red; } .x & { color: blue; }`,
      `a: b; @media (x) { &:hover { c: d; } e: f; } g: h`,
      `& > * { &:first-child { a: b; } &:last-child { c: d; } }`,
      `&:empty {} & > li { }`,
    ];
    for (const template of templates) {
      expect(flattenCss(template, '.c').replace(/ ?([>+]) ?/g, '$1')).toBe(stylis(template, '.c'));
    }
    const global = `*, *::before { box-sizing: border-box; } @media (prefers-reduced-motion: reduce) { * { animation: none !important; } }`;
    expect(flattenCss(global).replace(' !', '!')).toBe(stylis(global));
  });
});
