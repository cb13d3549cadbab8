import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@loan-h5/screens/i18n/en';
import { renderWithProviders } from '../../../../../packages/screens/src/test-support/renderWithProviders';
import { CopyProvider } from '../../copy/CopyContext';
import type { CopyStore } from '../../copy/copyStore';
import { documentPart } from './documentPart';
import { SiteDocument } from './SiteDocument';

afterEach(() => cleanup());

const Text = () => <p>The policy, every word of it.</p>;

/** A copy store that counts the parts asked for (the real one downloads each once). */
function countingCopy() {
  const asked: string[] = [];
  const store = {
    locale: 'en',
    messages: () => en,
    subscribe: () => () => undefined,
    load: async (parts: readonly string[]) => void asked.push(...parts),
  } as unknown as CopyStore;
  return { store, asked };
}

const show = (part: ReturnType<typeof documentPart>, store: CopyStore) =>
  renderWithProviders(
    <CopyProvider copy={store}>
      <SiteDocument part={part} />
    </CopyProvider>,
  );

describe('a site document (the policy or the terms, downloaded after the page)', () => {
  it('shows its shape while it downloads, then the text, with part info', async () => {
    let arrive!: () => void;
    const part = documentPart(() => new Promise((resolve) => (arrive = () => resolve({ default: Text }))));
    const { store, asked } = countingCopy();
    show(part, store);
    expect(screen.getByText(en['site.loadingDocument'])).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('The policy, every word of it.')).toBeInTheDocument();
    expect(screen.queryByText(en['site.loadingDocument'])).not.toBeInTheDocument();
    expect(asked).toEqual(['info']);
  });

  it('started by the page before its first render and already in: the text at once, no skeleton first', async () => {
    const load = vi.fn(async () => ({ default: Text }));
    const part = documentPart(load);
    const { store } = countingCopy();
    await part.start(store.load);
    show(part, store);
    expect(screen.getByText('The policy, every word of it.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download says so in the section; Try again downloads it anew', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Text }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Text });
    const part = documentPart(load);
    const { store } = countingCopy();
    show(part, store);
    await userEvent.click(await screen.findByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByText('The policy, every word of it.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failed download's Try again is the page's own when it gives one (a reload), not a second download", async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const part = documentPart(load);
    const { store } = countingCopy();
    const reload = vi.fn();
    renderWithProviders(
      <CopyProvider copy={store}>
        <SiteDocument part={part} onRetry={reload} />
      </CopyProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: en['common.retry'] }));
    expect(reload).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('downloads once however many times it is started or shown', async () => {
    const load = vi.fn(async () => ({ default: Text }));
    const part = documentPart(load);
    const { store } = countingCopy();
    void part.start(store.load);
    show(part, store);
    await waitFor(() => expect(screen.getByText('The policy, every word of it.')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
