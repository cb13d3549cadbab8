import { compile, serialize, stringify } from 'stylis';
import { describe, expect, it, vi } from 'vitest';
import { minifyCssPiece } from '../../minifyStyledCss';
import type * as FlattenCss from './flattenCss';

// Every template of the screens package, compiled by this runtime and by stylis (what styled-components
// runs), must give the same rules: the app's build ships this runtime, Storybook and the tests show
// styled-components.
const compiled = vi.hoisted(() => [] as { template: string; selector: string | undefined; css: string }[]);
vi.mock('./flattenCss', async (original) => {
  const { flattenCss } = await original<typeof FlattenCss>();
  return {
    flattenCss: (template: string, selector?: string) => {
      const css = flattenCss(template, selector);
      compiled.push({ template, selector, css });
      return css;
    },
  };
});
vi.mock('styled-components', () => import('./styled'));

/** stylis's output as styled-components asks for it: the template inside its class's block. */
function stylisCss(template: string, selector: string | undefined) {
  return serialize(compile(selector ? `${selector} { ${template} }` : template), stringify);
}

/** Both sides written alike: no space around punctuation, quotes and parentheses as written. */
function canonical(css: string) {
  return css
    .split(/("[^"]*"|'[^']*')/)
    .map((part, i) => (i % 2 ? part : part.replace(/\s+/g, ' ').replace(/ ?([{};,>+~!/]) ?/g, '$1')))
    .join('');
}

describe('the app build’s styled runtime', () => {
  it('compiles every template of the screens package to the rules stylis gives', async () => {
    const actual = await vi.importActual<typeof FlattenCss>('./flattenCss');
    const modules = import.meta.glob(
      [
        '../../../../packages/screens/src/**/*.{ts,tsx}',
        '!**/*.test.{ts,tsx}',
        '!**/*.stories.tsx',
        '!**/test-support/**',
      ],
      { eager: true },
    );
    expect(Object.keys(modules).length).toBeGreaterThan(100);
    // The rules are compiled as they go onto the page, at the first render: render one, on a page of one tag.
    const sheet = { textContent: '' };
    vi.stubGlobal('document', { createElement: () => sheet, head: { appendChild: () => sheet } });
    const { styled } = await import('./styled');
    styled.div``({});
    vi.unstubAllGlobals();
    for (const { css } of compiled) expect(sheet.textContent).toContain(css);
    expect(compiled.length).toBeGreaterThan(300);
    for (const { template, selector, css } of compiled) {
      expect(canonical(css), template).toBe(canonical(stylisCss(template, selector)));
      // The production build minifies each template first (minifyStyledCss.ts).
      const small = minifyCssPiece(template);
      expect(canonical(actual.flattenCss(small, selector)), small).toBe(
        canonical(stylisCss(small, selector)),
      );
    }
  });
});
