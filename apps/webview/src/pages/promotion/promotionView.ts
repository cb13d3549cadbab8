import type { MessageKey } from '@loan-h5/screens';

/** Which screen of the promotion flow a hash shows (`#/`, `#/downloadTemplate`, `#/agreementTemplate`). */
export type PromotionView = 'register' | 'download' | 'agreement';

export function promotionView(hash: string): PromotionView {
  const path = (hash.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');
  if (path === '/downloadTemplate') return 'download';
  if (path === '/agreementTemplate') return 'agreement';
  // `#/`, no hash, or a hash this flow does not know: the sign-up form.
  return 'register';
}

export const PROMOTION_HASH: Record<PromotionView, string> = {
  register: '#/',
  download: '#/downloadTemplate',
  agreement: '#/agreementTemplate',
};

/** What search engines and link previews say about each screen (`<meta name="description">`). */
export const PROMOTION_DESCRIPTION_KEYS: Readonly<Record<PromotionView, MessageKey>> = {
  register: 'promotion.description.register',
  download: 'promotion.description.download',
  agreement: 'promotion.description.agreement',
};
