import type { MessageKey, MessageParams } from '../../i18n/messages';

/**
 * The copy for a sentence that names the brand when one is configured (`{brand}` in `withName`), and a
 * wording without a name (`withoutName`: "we", "the lender") when none is, so no page shows an empty
 * name or a made-up one.
 */
export function branded(
  brandName: string | null | undefined,
  withName: MessageKey,
  withoutName: MessageKey,
): { key: MessageKey; params?: MessageParams } {
  const brand = (brandName ?? '').replace(/\s+/g, ' ').trim();
  return brand ? { key: withName, params: { brand } } : { key: withoutName };
}
