import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LocaleProvider, useFormat, useLocale, useText } from './LocaleProvider';
import { en } from './en';
import { id } from './id';
import type { Messages } from './messages';

function Probe() {
  const t = useText();
  const format = useFormat();
  const { locale, market } = useLocale();
  return (
    <p>
      {locale}/{market}: {t('label.days', { count: 91 })} · {format.money(1500000)} ·{' '}
      {format.dateTime('2026-08-11 14:05:00')}
    </p>
  );
}

describe('LocaleProvider', () => {
  it('gives English copy and Indian amounts', () => {
    render(
      <LocaleProvider locale="en" messages={en}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('en/IN: 91 days · Rs. 15,00,000.00 · 11 Aug 2026, 14:05')).toBeInTheDocument();
  });

  it('gives Indonesian copy and Rupiah', () => {
    render(
      <LocaleProvider locale="id" messages={id}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('id/ID: 91 hari · Rp 1.500.000 · 11 Agu 2026, 14.05')).toBeInTheDocument();
  });

  it('lets a host choose the market apart from the language; dates follow the language', () => {
    render(
      <LocaleProvider locale="en" messages={en} market="ID">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('en/ID: 91 days · Rp 1.500.000 · 11 Aug 2026, 14:05')).toBeInTheDocument();
  });

  it('explains a missing provider instead of rendering keys', () => {
    expect(() => render(<Probe />)).toThrow(/LocaleProvider/);
  });

  it('names copy that is missing (a part not loaded) instead of showing "undefined"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const partial = Object.fromEntries(Object.entries(en).filter(([key]) => key !== 'label.days'));
    expect(() =>
      render(
        <LocaleProvider locale="en" messages={partial as Messages}>
          <Probe />
        </LocaleProvider>,
      ),
    ).toThrow('@loan-h5/screens: no "label.days" in the en copy (is its copy part loaded?)');
    vi.restoreAllMocks();
  });
});
