import type { CopyPart, Locale, Messages } from '@loan-h5/screens';

type Copy = Readonly<Record<string, string>>;
export type CopyLoaders = Record<CopyPart, () => Promise<Copy>>;
/**
 * Per part, `core` and that part in one file (the build's first-page copy, apps/webview/firstPageCopy.ts):
 * a first page's copy in one download instead of two. Empty in dev: part by part.
 */
export type CopyWithCore = Partial<Record<CopyPart, () => Promise<Copy>>>;

/** Each part in each language is its own chunk: written out, so the bundler can split them. */
const LOADERS: Record<Locale, CopyLoaders> = {
  en: {
    core: () => import('@loan-h5/screens/i18n/copy/core.en').then((m) => m.core),
    loan: () => import('@loan-h5/screens/i18n/copy/loan.en').then((m) => m.loan),
    repay: () => import('@loan-h5/screens/i18n/copy/repay.en').then((m) => m.repay),
    testPreview: () => import('@loan-h5/screens/i18n/copy/testPreview.en').then((m) => m.testPreview),
    info: () => import('@loan-h5/screens/i18n/copy/info.en').then((m) => m.info),
    payway: () => import('@loan-h5/screens/i18n/copy/payway.en').then((m) => m.payway),
    // Complaint entry, list and details
    complaint: () => import('@loan-h5/screens/i18n/copy/complaint.en').then((m) => m.complaint),
    // Official site
    site: () => import('@loan-h5/screens/i18n/copy/site.en').then((m) => m.site),
    // Complaint form
    complaintForm: () => import('@loan-h5/screens/i18n/copy/complaintForm.en').then((m) => m.complaintForm),
    // Chatbot
    chatbot: () => import('@loan-h5/screens/i18n/copy/chatbot.en').then((m) => m.chatbot),
    // Promotion sign-up
    promotion: () => import('@loan-h5/screens/i18n/copy/promotion.en').then((m) => m.promotion),
  },
  id: {
    core: () => import('@loan-h5/screens/i18n/copy/core.id').then((m) => m.core),
    loan: () => import('@loan-h5/screens/i18n/copy/loan.id').then((m) => m.loan),
    repay: () => import('@loan-h5/screens/i18n/copy/repay.id').then((m) => m.repay),
    testPreview: () => import('@loan-h5/screens/i18n/copy/testPreview.id').then((m) => m.testPreview),
    info: () => import('@loan-h5/screens/i18n/copy/info.id').then((m) => m.info),
    payway: () => import('@loan-h5/screens/i18n/copy/payway.id').then((m) => m.payway),
    // Complaint entry, list and details
    complaint: () => import('@loan-h5/screens/i18n/copy/complaint.id').then((m) => m.complaint),
    // Official site
    site: () => import('@loan-h5/screens/i18n/copy/site.id').then((m) => m.site),
    // Complaint form
    complaintForm: () => import('@loan-h5/screens/i18n/copy/complaintForm.id').then((m) => m.complaintForm),
    // Chatbot
    chatbot: () => import('@loan-h5/screens/i18n/copy/chatbot.id').then((m) => m.chatbot),
    // Promotion sign-up
    promotion: () => import('@loan-h5/screens/i18n/copy/promotion.id').then((m) => m.promotion),
  },
};

/** The copy the app has downloaded so far, one dictionary that grows as pages load their parts. */
export interface CopyStore {
  readonly locale: Locale;
  /**
   * The parts loaded so far, joined. Typed whole: the app renders only once `core` is in, and a page only
   * once its own parts are (`loadRoute`).
   */
  messages(): Messages;
  subscribe(listener: () => void): () => void;
  /**
   * Downloads the parts not asked for yet (each once); resolves when all of them are in. `core` with one
   * part not asked for yet comes in one file where the build has it (`withCore`).
   */
  load(parts: readonly CopyPart[]): Promise<void>;
}

export function createCopyStore(
  locale: Locale,
  loaders: CopyLoaders = LOADERS[locale],
  withCore: CopyWithCore = {},
): CopyStore {
  let messages = {} as Messages;
  const loads = new Map<CopyPart, Promise<void>>();
  const listeners = new Set<() => void>();
  const join = (copy: Copy) => {
    messages = { ...messages, ...copy };
    for (const listener of listeners) listener();
  };
  const remember = (part: CopyPart, load: Promise<void>) => {
    // A failed download is asked again next time (the route's retry), not remembered as failed.
    load.catch(() => {
      if (loads.get(part) === load) loads.delete(part);
    });
    loads.set(part, load);
    return load;
  };
  const loadPart = (part: CopyPart) => remember(part, loaders[part]().then(join));
  const loadWithCore = (part: CopyPart, loader: () => Promise<Copy>) => {
    const file = loader().then(join);
    // Should that file fail, each part falls back to its own: core's failure and the page's stay apart, as
    // they were (the page's part failing shows the route's retry, not a blank app).
    remember(
      'core',
      file.catch(() => loaders.core().then(join)),
    );
    remember(
      part,
      file.catch(() => loaders[part]().then(join)),
    );
  };
  return {
    locale,
    messages: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(parts) {
      const [part, ...more] = parts.filter((p) => p !== 'core' && !loads.has(p));
      const together = part && !more.length && !loads.has('core') && parts.includes('core') && withCore[part];
      if (together) loadWithCore(part, together);
      await Promise.all(parts.map((part) => loads.get(part) ?? loadPart(part)));
    },
  };
}
