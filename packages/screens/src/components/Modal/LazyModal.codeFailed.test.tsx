import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The modal's code does not download (offline, or a deploy took the file away): a tap must not open nothing.
describe('LazyModal whose code did not download', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.doMock('./Modal', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
  });

  async function mount(onRetryCode?: () => void) {
    const { LazyModal } = await import('./LazyModal');
    const { ThemeProvider } = await import('../../theme/ThemeProvider');
    const { LocaleProvider } = await import('../../i18n/LocaleProvider');
    const { id } = await import('../../i18n/id');
    const onClose = vi.fn();
    const view = (open: boolean) => (
      <ThemeProvider onRetryCode={onRetryCode}>
        <LocaleProvider locale="id" messages={id}>
          <LazyModal open={open} title="Beri nilai" onClose={onClose}>
            <p>Bintang</p>
          </LazyModal>
        </LocaleProvider>
      </ThemeProvider>
    );
    const { rerender } = render(view(false));
    const settle = () => act(() => vi.dynamicImportSettled());
    return { onClose, settle, open: () => rerender(view(true)), close: () => rerender(view(false)) };
  }

  it('opened, says so with Try again, which is the host’s (a reload), and Close', async () => {
    const onRetryCode = vi.fn();
    const modal = await mount(onRetryCode);
    modal.open();
    await modal.settle();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Jaringan bermasalah, silakan coba lagi');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetryCode).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(modal.onClose).toHaveBeenCalledWith('closeButton');
    modal.close();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without the host’s retry, Try again asks for the code again: the modal opens once it comes', async () => {
    const modal = await mount();
    modal.open();
    await modal.settle();
    await screen.findByRole('alert');
    vi.doUnmock('./Modal');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await modal.settle();
    expect(await screen.findByRole('dialog', { name: 'Beri nilai' })).toHaveTextContent('Bintang');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed early fetch while closed says nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const modal = await mount();
    const { PRELOAD_DELAY_MS } = await import('./LazyModal');
    await act(async () => {
      vi.advanceTimersByTime(PRELOAD_DELAY_MS);
      await vi.dynamicImportSettled();
    });
    vi.useRealTimers();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(modal.onClose).not.toHaveBeenCalled();
  });
});
