import { describe, expect, it } from 'vitest';
import { minifyCssPiece, minifyStyledCssIn } from './minifyStyledCss';

describe('minifyCssPiece', () => {
  it('drops indentation, comments and the spaces around punctuation, keeping one line break per break', () => {
    expect(minifyCssPiece('\n  position: absolute;\n  /* off screen */\n  margin: 0 auto;\n')).toBe(
      '\nposition:absolute;\n\nmargin:0 auto;\n',
    );
    expect(minifyCssPiece('\n  &:hover > svg,\n  & + p {\n    color: red;\n  }\n')).toBe(
      '\n&:hover>svg,\n& + p{\ncolor:red;\n}\n',
    );
  });

  it('leaves quoted strings and the spaces that separate values as written', () => {
    expect(minifyCssPiece('\n  content: \' : \';\n  font-family: "A B" , serif;\n')).toBe(
      '\ncontent:\' : \';\nfont-family:"A B",serif;\n',
    );
    expect(minifyCssPiece('width: calc(100% - 16px);')).toBe('width:calc(100% - 16px);');
  });
});

describe('minifyStyledCssIn', () => {
  it("minifies styled-components' templates around their interpolations, and nothing else", () => {
    const code = [
      'const Box = styled.div`\n  padding: ${(p) => p.gap} 8px;\n  ${Title} {\n    color: red;\n  }\n`;',
      'const Pill = styled(Box).attrs({ role: "note" })`\n  border: 1px solid ${(p) => css`\n    ${p.c};\n  `};\n`;',
      'const text = `\n  keep: this;\n`;',
    ].join('\n');
    expect(minifyStyledCssIn(code)).toBe(
      [
        'const Box = styled.div`\npadding:${(p) => p.gap} 8px;\n${Title}{\ncolor:red;\n}\n`;',
        'const Pill = styled(Box).attrs({ role: "note" })`\nborder:1px solid ${(p) => css`\n${p.c};\n`};\n`;',
        'const text = `\n  keep: this;\n`;',
      ].join('\n'),
    );
  });

  it('keeps the line count, so the source map needs no change', () => {
    const code = 'const A = keyframes`\n  from {\n    opacity: 0;\n  }\n`;\nthrow new Error("line 6");';
    expect(minifyStyledCssIn(code)!.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('returns null for a module without styled templates', () => {
    expect(minifyStyledCssIn('export const a = `x: y;`;')).toBeNull();
    expect(minifyStyledCssIn('export const a = 1;')).toBeNull();
  });
});
