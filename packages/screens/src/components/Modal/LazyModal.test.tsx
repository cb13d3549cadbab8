import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('LazyModal (the Modal screens get)', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh module: its code not fetched yet, as on a page's first load
  });

  it('renders nothing while closed, and an opened one shows once its code has arrived', async () => {
    // Imported after the reset, with the provider of the same module graph as the Modal it loads.
    const { LazyModal } = await import('./LazyModal');
    const { LocaleProvider } = await import('../../i18n/LocaleProvider');
    const { en } = await import('../../i18n/en');
    const view = (open: boolean) => (
      <LocaleProvider locale="en" messages={en}>
        <LazyModal open={open} title="Rate us" onClose={() => undefined}>
          <p>Stars</p>
        </LazyModal>
      </LocaleProvider>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Rate us' })).toHaveTextContent('Stars');
    rerender(view(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
