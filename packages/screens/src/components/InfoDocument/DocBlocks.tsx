import { useText } from '../../i18n/LocaleProvider';
import type { DocBlock } from './outline';

/** A section's blocks in the language on screen. */
export function DocBlocks({ blocks }: { blocks: readonly DocBlock[] }) {
  const t = useText();
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {/* By position: one key may serve two items with other values. */}
              {block.items.map((item, i) => (
                <li key={i}>{t(item.key, item.params)}</li>
              ))}
            </ul>
          );
        if (block.kind === 'h3') return <h3 key={index}>{t(block.text.key)}</h3>;
        return <p key={index}>{t(block.text.key, block.text.params)}</p>;
      })}
    </>
  );
}
