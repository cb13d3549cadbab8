import { describe, expect, it } from 'vitest';
import { createPortal } from 'react-dom';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, usePortalContainer } from './ThemeProvider';
import { marketColors } from './markets';

function Overlay() {
  const container = usePortalContainer();
  return container ? createPortal(<p>overlay</p>, container) : null;
}

describe('ThemeProvider', () => {
  it("sets the market's brand colour as a CSS variable without adding a layout box", () => {
    const { container } = render(
      <ThemeProvider market="ID">
        <p>page</p>
      </ThemeProvider>,
    );
    const rootEl = container.querySelector<HTMLElement>('[data-loan-h5-theme]')!;
    expect(rootEl.style.getPropertyValue('--lh-brand')).toBe(marketColors.ID.brand);
    expect(rootEl.style.display).toBe('contents');
  });

  it("applies a host's colours", () => {
    const { container } = render(<ThemeProvider colors={{ brand: '#0b5cad' }} />);
    expect(
      container.querySelector<HTMLElement>('[data-loan-h5-theme]')!.style.getPropertyValue('--lh-brand'),
    ).toBe('#0b5cad');
  });

  it('renders overlays inside the theme so they inherit its colours', () => {
    const { container } = render(
      <ThemeProvider market="ID">
        <Overlay />
      </ThemeProvider>,
    );
    const overlay = screen.getByText('overlay');
    expect(container.querySelector('[data-loan-h5-theme]')).toContainElement(overlay);
  });
});
