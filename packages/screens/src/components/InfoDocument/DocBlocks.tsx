import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey, MessageParams } from '../../i18n/messages';
import type { DocBlock } from './outline';

export interface DocBlocksProps<Key extends string> {
  blocks: readonly DocBlock<Key>[];
  /** Where the words come from: the dictionary by default, or a document's own text (the India terms). */
  text?: (key: Key, params?: MessageParams) => string;
}

/** A section's blocks in the language on screen (or in the document's own language). */
export function DocBlocks<Key extends string = MessageKey>({ blocks, text }: DocBlocksProps<Key>) {
  const t = useText();
  const say = text ?? (t as unknown as (key: Key, params?: MessageParams) => string);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {/* By position: one key may serve two items with other values. */}
              {block.items.map((item, i) => (
                <li key={i}>{say(item.key, item.params)}</li>
              ))}
            </ul>
          );
        if (block.kind === 'h3') return <h3 key={index}>{say(block.text.key)}</h3>;
        return <p key={index}>{say(block.text.key, block.text.params)}</p>;
      })}
    </>
  );
}
