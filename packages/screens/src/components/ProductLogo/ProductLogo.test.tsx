import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { logos } from '../../test-support/fixtures/logos';
import { ProductLogo, initialOf } from './ProductLogo';

describe('ProductLogo', () => {
  it('shows the logo with the product name as its text', () => {
    render(<ProductLogo src={logos.danaKilat} name="Dana Kilat" />);
    expect(screen.getByRole('img', { name: 'Dana Kilat' })).toHaveAttribute('src', logos.danaKilat);
  });

  it('draws the initial when there is no logo, still named for screen readers', () => {
    render(<ProductLogo name="kreditPintar Plus" />);
    const logo = screen.getByRole('img', { name: 'kreditPintar Plus' });
    expect(logo.tagName).toBe('SPAN');
    expect(logo).toHaveTextContent('K');
  });

  it('falls back to the initial when the logo fails to load, and tries a new URL again', () => {
    const { rerender } = render(<ProductLogo src="https://cdn.example.com/dead.png" name="QuickCash" />);
    fireEvent.error(screen.getByRole('img', { name: 'QuickCash' }));
    expect(screen.getByRole('img', { name: 'QuickCash' })).toHaveTextContent('Q');
    expect(document.querySelector('img')).toBeNull();

    rerender(<ProductLogo src={logos.quickCash} name="QuickCash" />);
    expect(screen.getByRole('img', { name: 'QuickCash' })).toHaveAttribute('src', logos.quickCash);
  });
});

describe('initialOf', () => {
  it.each([
    ['Dana Kilat', 'D'],
    ['  salaryAdvance', 'S'],
    ['₹ Loan', '₹'],
    ['😀 Cash', '😀'],
    ['', ''],
  ])('%j → %j', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});
