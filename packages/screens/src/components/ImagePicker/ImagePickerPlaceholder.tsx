import { styled } from 'styled-components';
import { color, font, radius, space } from '../../theme/tokens';

/**
 * The picker's box while its code loads: the same grid (4 a row, square tiles) with a tile for each photo
 * and the add tile, and the footer's line below, so nothing below moves when the picker arrives.
 */
const Box = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.sm};
  /* The footer: its margin and one line of the count. */
  padding-bottom: calc(${space.sm} + ${font.size.xs} * ${font.lineHeight.normal});

  span {
    aspect-ratio: 1;
    border-radius: ${radius.md};
    background: ${color.border};
  }
`;

export interface ImagePickerPlaceholderProps {
  /** How many photos the picker will show. */
  count: number;
  /** The picker's `max`: with fewer photos it has an add tile too. */
  max: number;
}

export function ImagePickerPlaceholder({ count, max }: ImagePickerPlaceholderProps) {
  const tiles = Math.min(count + 1, max);
  return (
    <Box aria-hidden="true" data-image-picker-placeholder="">
      {Array.from({ length: tiles }, (_, i) => (
        <span key={i} />
      ))}
    </Box>
  );
}
