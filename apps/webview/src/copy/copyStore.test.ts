import { describe, expect, it, vi } from 'vitest';
import { en } from '@loan-h5/screens/i18n/en';
import { id } from '@loan-h5/screens/i18n/id';
import { COPY_PARTS } from '@loan-h5/screens';
import { createCopyStore, type CopyLoaders } from './copyStore';

describe('createCopyStore', () => {
  it('starts with the core copy only; a page part adds its own copy', async () => {
    const copy = createCopyStore('en');
    await copy.load(['core']);
    expect(copy.messages()['common.retry']).toBe(en['common.retry']);
    expect(copy.messages()['loanConfirm.total']).toBeUndefined();
    await copy.load(['loan']);
    expect(copy.messages()['loanConfirm.total']).toBe(en['loanConfirm.total']);
    expect(copy.messages()['common.retry']).toBe(en['common.retry']);
  });

  it('downloads the language on screen', async () => {
    const copy = createCopyStore('id');
    await copy.load([
      'core',
      'loan',
      'repay',
      'testPreview',
      'info',
      'payway',
      'complaint',
      'site',
      'complaintForm',
      'promotion',
      'chatbot',
    ]);
    expect(copy.messages()).toEqual(id);
  });

  it('downloads each part once, however many pages ask for it', async () => {
    const loaders: CopyLoaders = {
      core: vi.fn(async () => ({ 'common.ok': 'OK' })),
      loan: vi.fn(async () => ({ 'loanDetails.title': 'Loan details' })),
      repay: vi.fn(async () => ({})),
      testPreview: vi.fn(async () => ({})),
      info: vi.fn(async () => ({})),
      payway: vi.fn(async () => ({})),
      complaint: vi.fn(async () => ({})),
      site: vi.fn(async () => ({})),
      complaintForm: vi.fn(async () => ({})),
      promotion: vi.fn(async () => ({})),
      chatbot: vi.fn(async () => ({})),
    };
    const copy = createCopyStore('en', loaders);
    await Promise.all([copy.load(['core', 'loan']), copy.load(['loan'])]);
    await copy.load(['loan']);
    expect(loaders.core).toHaveBeenCalledTimes(1);
    expect(loaders.loan).toHaveBeenCalledTimes(1);
  });

  it('tells the app when copy arrives, so the page re-renders with it', async () => {
    const copy = createCopyStore('en', {
      core: async () => ({ 'common.ok': 'OK' }),
      loan: async () => ({}),
      repay: async () => ({}),
      testPreview: async () => ({}),
      info: async () => ({}),
      payway: async () => ({}),
      complaint: async () => ({}),
      site: async () => ({}),
      complaintForm: async () => ({}),
      promotion: async () => ({}),
      chatbot: async () => ({}),
    });
    const listener = vi.fn();
    const unsubscribe = copy.subscribe(listener);
    const before = copy.messages();
    await copy.load(['core']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(copy.messages()).not.toBe(before);
    unsubscribe();
    await copy.load(['loan']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks again for a part whose download failed (the route retries)', async () => {
    const loan = vi
      .fn<CopyLoaders['loan']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ 'loanDetails.title': 'Loan details' });
    const copy = createCopyStore('en', {
      core: async () => ({}),
      loan,
      repay: async () => ({}),
      testPreview: async () => ({}),
      info: async () => ({}),
      payway: async () => ({}),
      complaint: async () => ({}),
      site: async () => ({}),
      complaintForm: async () => ({}),
      promotion: async () => ({}),
      chatbot: async () => ({}),
    });
    await expect(copy.load(['loan'])).rejects.toThrow('offline');
    await copy.load(['loan']);
    expect(copy.messages()['loanDetails.title']).toBe('Loan details');
  });

  describe("the first page: core and its part in one file (the build's first-page copy)", () => {
    /** Every part's own loader, each a spy answering one word of its own. */
    const partByPart = () =>
      Object.fromEntries(
        COPY_PARTS.map((part) => [part, vi.fn(async () => ({ [`${part}.word`]: part }))]),
      ) as unknown as CopyLoaders;

    it("downloads one file for core and the page's part, and neither again", async () => {
      const loaders = partByPart();
      const loanWithCore = vi.fn(async () => ({ 'common.ok': 'OK', 'loanDetails.title': 'Loan details' }));
      const copy = createCopyStore('en', loaders, { loan: loanWithCore });
      await Promise.all([copy.load(['core', 'loan']), copy.load(['loan']), copy.load(['core'])]);
      expect(loanWithCore).toHaveBeenCalledTimes(1);
      expect(loaders.core).not.toHaveBeenCalled();
      expect(loaders.loan).not.toHaveBeenCalled();
      expect(copy.messages()).toEqual({ 'common.ok': 'OK', 'loanDetails.title': 'Loan details' });
      // A page opened later in the app fetches its own part alone.
      await copy.load(['repay']);
      expect(loaders.repay).toHaveBeenCalledTimes(1);
      expect(copy.messages()).toMatchObject({ 'repay.word': 'repay' });
    });

    it('fetches part by part when core is in already, or there is no such file', async () => {
      const loaders = partByPart();
      const loanWithCore = vi.fn(async () => ({}));
      const copy = createCopyStore('en', loaders, { loan: loanWithCore });
      await copy.load(['core', 'repay']);
      await copy.load(['core', 'loan']);
      expect(loanWithCore).not.toHaveBeenCalled();
      expect(loaders.core).toHaveBeenCalledTimes(1);
      expect(loaders.repay).toHaveBeenCalledTimes(1);
      expect(loaders.loan).toHaveBeenCalledTimes(1);
    });

    it("falls back to each part's own file when that file fails, and keeps their failures apart", async () => {
      const loaders = partByPart();
      const offline = async () => Promise.reject(new Error('offline'));
      const copy = createCopyStore('en', loaders, { loan: offline });
      await copy.load(['core', 'loan']);
      expect(copy.messages()).toEqual({ 'core.word': 'core', 'loan.word': 'loan' });

      // The page's part failing too: core is in (the app renders), the route shows its retry.
      const alsoOffline = { ...partByPart(), repay: vi.fn<CopyLoaders['repay']>(offline) };
      const other = createCopyStore('en', alsoOffline, { repay: offline });
      const first = other.load(['core', 'repay']);
      await other.load(['core']);
      expect(other.messages()).toEqual({ 'core.word': 'core' });
      await expect(first).rejects.toThrow('offline');
      alsoOffline.repay.mockResolvedValueOnce({ 'repay.word': 'repay' });
      await other.load(['repay']);
      expect(other.messages()).toMatchObject({ 'repay.word': 'repay' });
    });
  });
});
