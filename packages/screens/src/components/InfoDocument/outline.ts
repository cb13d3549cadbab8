import type { MessageKey, MessageParams } from '../../i18n/messages';

/** A piece of copy by key, with the values for its `{slots}`. */
export interface DocText {
  key: MessageKey;
  params?: MessageParams;
}

/** A block of a document section: a paragraph, a list, or a sub-heading. */
export type DocBlock =
  { kind: 'p'; text: DocText } | { kind: 'list'; items: readonly DocText[] } | { kind: 'h3'; text: DocText };

/** A document section as data: its in-page id, its title and its blocks (the copy is looked up on render). */
export interface DocSection {
  id: string;
  title: MessageKey;
  blocks: readonly DocBlock[];
}

const text = (item: MessageKey | DocText): DocText => (typeof item === 'string' ? { key: item } : item);

export const p = (key: MessageKey, params?: MessageParams): DocBlock => ({
  kind: 'p',
  text: { key, params },
});
export const list = (...items: (MessageKey | DocText)[]): DocBlock => ({
  kind: 'list',
  items: items.map(text),
});
export const h3 = (key: MessageKey): DocBlock => ({ kind: 'h3', text: { key } });

/** Every piece of copy a document uses, in reading order (tests check each is real text in both languages). */
export function outlineTexts(outline: readonly DocSection[]): DocText[] {
  return outline.flatMap((section) => [
    { key: section.title },
    ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
  ]);
}
