import { css } from 'styled-components';
import { color, radius } from '../../theme/tokens';

/**
 * A choice drawn as a white rounded row (or tile) that is one button: an order in "All", a type on the new
 * entry, a complaint in the list. Put it first: the font's size and weight set after `font: inherit` win.
 */
export const tappableRow = css`
  display: flex;
  align-items: center;
  width: 100%;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;
`;
