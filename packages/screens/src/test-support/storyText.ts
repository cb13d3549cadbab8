import { en } from '../i18n/en';
import { id } from '../i18n/id';
import { interpolate, type MessageKey, type MessageParams } from '../i18n/messages';

/**
 * The copy a story shows in the language it runs in, for play functions: the story suite runs once
 * per language, so assertions name text by key, not by English wording.
 */
export function storyText(context: { globals: Record<string, unknown> }) {
  const messages = context.globals.locale === 'id' ? id : en;
  return (key: MessageKey, params?: MessageParams) => interpolate(messages[key], params);
}
