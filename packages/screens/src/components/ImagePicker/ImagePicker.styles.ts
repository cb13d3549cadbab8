import { styled } from 'styled-components';
import { color, font, radius, size, space } from '../../theme/tokens';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    aspect-ratio: 1;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${radius.md};
    background: ${color.border};
  }
`;

/** The whole photo as a button that opens it large (a tile is at least 44 px on a 320 px phone). */
export const View = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  cursor: zoom-in;
  touch-action: manipulation;
`;

/** The upload's progress across the bottom of the photo; a failed one is a button to send it again. */
export const Mark = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 22px;
  padding: ${space.xxs} ${space.xs};
  border-radius: 0 0 ${radius.md} ${radius.md};
  background: ${color.toast};
  color: ${color['on-brand']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  pointer-events: none;

  &[data-mark='uploaded'] {
    background: ${color.success};
  }
  &[data-mark='failed'] {
    background: ${color.danger};
  }
`;

export const Retry = styled.button`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  min-height: ${size.touch};
  padding: ${space.xs};
  border: 0;
  border-radius: 0 0 ${radius.md} ${radius.md};
  background: ${color.danger};
  color: ${color['on-brand']};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;
`;

export const Large = styled.img`
  display: block;
  width: 100%;
  max-height: 70vh;
  object-fit: contain;
`;

// A 44 px tap target in the corner; the drawn circle inside is smaller so the photo stays visible.
export const Remove = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  width: ${size.touch};
  height: ${size.touch};
  padding: ${space.xs};
  border: 0;
  background: none;
  color: ${color['on-brand']};
  cursor: pointer;
  touch-action: manipulation;

  span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: ${radius.pill};
    background: ${color.toast};
  }
  &:focus-visible {
    outline-offset: -2px;
    border-radius: ${radius.md};
  }
`;

export const Add = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.xxs};
  height: 100%;
  padding: ${space.xs};
  border: 1px dashed ${color['text-muted']};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  cursor: pointer;

  /* The real file input covers the tile, invisible: taps land on it and it keeps focus and its name. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    input {
      cursor: not-allowed;
    }
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.sm};
  margin-top: ${space.sm};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.normal};

  [role='status'] {
    color: ${color.danger};
  }
  [data-count] {
    margin-left: auto;
    padding: 0 ${space.sm};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color['text-muted']};
    font-variant-numeric: tabular-nums;
  }
`;
