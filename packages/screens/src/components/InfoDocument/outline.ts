import type { MessageKey } from '../../i18n/messages';

/** A block of a document section, by copy key: a paragraph, a list, or a sub-heading. */
export type DocBlock =
  | { kind: 'p'; key: MessageKey }
  | { kind: 'list'; keys: readonly MessageKey[] }
  | { kind: 'h3'; key: MessageKey };

/** A document section as data: its in-page id, its title and its blocks (the copy is looked up on render). */
export interface DocSection {
  id: string;
  title: MessageKey;
  blocks: readonly DocBlock[];
}

export const p = (key: MessageKey): DocBlock => ({ kind: 'p', key });
export const list = (...keys: MessageKey[]): DocBlock => ({ kind: 'list', keys });
export const h3 = (key: MessageKey): DocBlock => ({ kind: 'h3', key });

/** Every copy key a document uses, in reading order (tests check each is real text in both languages). */
export function outlineKeys(outline: readonly DocSection[]): MessageKey[] {
  return outline.flatMap((section) => [
    section.title,
    ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.keys : [block.key])),
  ]);
}
