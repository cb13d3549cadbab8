import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('LazyModal (the Modal screens get)', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh module: its code not fetched yet, as on a page's first load
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A closed LazyModal on screen, in a fresh module graph (imported after the reset, with the provider of the
   * same graph as the Modal it loads); `open()` and `close()` toggle it. */
  async function mountClosed() {
    const { LazyModal, PRELOAD_DELAY_MS } = await import('./LazyModal');
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
    return { PRELOAD_DELAY_MS, open: () => rerender(view(true)), close: () => rerender(view(false)) };
  }

  /** Lets timers fire and a started import arrive (and its state update render). */
  async function wait(ms: number) {
    await act(async () => {
      vi.advanceTimersByTime(ms);
      await vi.dynamicImportSettled();
    });
  }

  it('renders nothing while closed, and an opened one shows once its code has arrived', async () => {
    const modal = await mountClosed();
    expect(screen.queryByRole('dialog')).toBeNull();
    modal.open();
    expect(await screen.findByRole('dialog', { name: 'Rate us' })).toHaveTextContent('Stars');
    modal.close();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a closed one fetches its code a moment after mounting: opened later, it shows at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const modal = await mountClosed();
    await wait(modal.PRELOAD_DELAY_MS);
    modal.open();
    expect(screen.getByRole('dialog', { name: 'Rate us' })).toHaveTextContent('Stars');
  });

  it('does not fetch it with the page: opened before the moment, it shows when its code arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const modal = await mountClosed();
    await wait(modal.PRELOAD_DELAY_MS - 1);
    modal.open();
    expect(screen.queryByRole('dialog')).toBeNull(); // its code was not fetched yet
    await wait(0);
    expect(screen.getByRole('dialog', { name: 'Rate us' })).toHaveTextContent('Stars');
  });
});
