import type { MessageKey, MessageParams } from '../../i18n/messages';

/** A piece of copy by key, with the values for its `{slots}`. */
export interface DocText<Key extends string = MessageKey> {
  key: Key;
  params?: MessageParams;
}

/** A block of a document section: a paragraph, a list, or a sub-heading. */
export type DocBlock<Key extends string = MessageKey> =
  | { kind: 'p'; text: DocText<Key> }
  | { kind: 'list'; items: readonly DocText<Key>[] }
  | { kind: 'h3'; text: DocText<Key> };

/**
 * A document section as data: its in-page id, its title and its blocks (the copy is looked up on render).
 * Keys are copy keys, or a document's own keys for a text that is not in the dictionaries (the India terms).
 */
export interface DocSection<Key extends string = MessageKey> {
  id: string;
  title: Key;
  blocks: readonly DocBlock<Key>[];
}

const text = <Key extends string>(item: Key | DocText<Key>): DocText<Key> =>
  typeof item === 'string' ? { key: item } : item;

export const p = <Key extends string = MessageKey>(key: Key, params?: MessageParams): DocBlock<Key> => ({
  kind: 'p',
  text: { key, params },
});
export const list = <Key extends string = MessageKey>(...items: (Key | DocText<Key>)[]): DocBlock<Key> => ({
  kind: 'list',
  items: items.map(text),
});
export const h3 = <Key extends string = MessageKey>(key: Key): DocBlock<Key> => ({
  kind: 'h3',
  text: { key },
});

/** Every piece of copy a document uses, in reading order (tests check each is real text in both languages). */
export function outlineTexts<Key extends string>(outline: readonly DocSection<Key>[]): DocText<Key>[] {
  return outline.flatMap((section) => [
    { key: section.title },
    ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
  ]);
}
