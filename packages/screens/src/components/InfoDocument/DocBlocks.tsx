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
              {block.keys.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          );
        if (block.kind === 'h3') return <h3 key={index}>{t(block.key)}</h3>;
        return <p key={index}>{t(block.key)}</p>;
      })}
    </>
  );
}
