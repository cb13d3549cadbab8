import { createRef, type ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGlobalStyle, css, keyframes, styled } from './styled';

/** The rules this runtime has put on the page so far. */
const pageCss = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');

describe('styled (the app build’s styled-components)', () => {
  it('draws an element with its class, its rules on the page by the time it renders', () => {
    const Note = styled.p`
      color: rgb(1, 2, 3);
      &[data-tone='bad'] {
        color: rgb(200, 0, 0);
      }
    `;
    render(<Note data-tone="bad">Due today</Note>);
    const note = screen.getByText('Due today');
    expect(note.tagName).toBe('P');
    expect(getComputedStyle(note).color).toBe('rgb(200, 0, 0)');
    expect(pageCss()).toContain(`${String(Note)}{color:rgb(1, 2, 3);}`);
  });

  it('keeps $ props and `as` off the element and lets attrs win, as styled-components does', () => {
    const Action = styled.button.attrs({ type: 'button' as const })`
      cursor: pointer;
    `;
    const props = { $wide: true, type: 'submit', title: undefined } as ComponentProps<'button'>;
    render(<Action {...props} className="host" aria-label="Pay" />);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('$wide')).toBe(false);
    expect(button.hasAttribute('title')).toBe(false);
    expect(button.className).toMatch(/^s\w+ host$/);
  });

  it('draws another element with `as`, and a styled styled element as one element with both classes', () => {
    const Input = styled.input`
      border: 1px solid;
    `;
    const Select = styled(Input).attrs({ as: 'select' })`
      appearance: none;
    `;
    render(
      <>
        <Input as="textarea" aria-label="Note" />
        <Select aria-label="Bank">
          <option>BCA</option>
        </Select>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' }).tagName).toBe('TEXTAREA');
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe(`${String(Input).slice(1)} ${String(Select).slice(1)}`);
  });

  it('wraps a component: it gets the class, its props and `forwardedAs` as `as`', () => {
    function Link({ as, children, ...props }: ComponentProps<'a'> & { as?: string }) {
      return (
        <a {...props} data-as={as}>
          {children}
        </a>
      );
    }
    const BrandLink = styled(Link)`
      color: blue;
    `;
    render(
      <BrandLink href="/help" forwardedAs="span">
        Help
      </BrandLink>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('/help');
    expect(link.className).toBe(String(BrandLink).slice(1));
    expect(link.dataset['as']).toBe('span');
  });

  it('passes a ref to the element', () => {
    const Field = styled.input``;
    const ref = createRef<HTMLInputElement>();
    render(<Field ref={ref} aria-label="Code" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('takes another component as a selector, fragments, keyframes and page-wide rules', () => {
    const Icon = styled.span``;
    const spin = keyframes`to { transform: rotate(360deg); }`;
    const bold = css`
      font-weight: 700;
    `;
    const Row = styled.div`
      ${bold}
      & > ${Icon} {
        animation: ${spin} 1s;
      }
    `;
    const PageBase = createGlobalStyle`body { margin: 0; }`;
    render(
      <>
        <PageBase />
        <Row />
      </>,
    );
    expect(pageCss()).toContain(`@keyframes ${spin}{to{transform:rotate(360deg);}}`);
    expect(pageCss()).toContain(
      `${String(Row)}{font-weight:700;}${String(Row)} > ${String(Icon)}{animation:${spin} 1s;}`,
    );
    expect(pageCss()).toContain('body{margin:0;}');
  });

  it('refuses a function in a template: per-render CSS is what this runtime leaves out', () => {
    // Typed as styled-components' templates are, where it would be allowed.
    const tone = ((p: { $tone?: string }) => p.$tone) as unknown as string;
    expect(
      () => styled.p`
        color: ${tone};
      `,
    ).toThrow(/static values only/);
  });
});
