import { styled } from 'styled-components';
import { size } from '../../theme/tokens';
import type { StyledElement } from '../StyledElement';

/**
 * A round 44 px button holding one icon (back, close, pause). It has no text: always give it an
 * `aria-label`. Takes the colour of its surroundings.
 */
export const IconButton: StyledElement<'button'> = styled.button.attrs({ type: 'button' as const })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size.touch};
  height: ${size.touch};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  touch-action: manipulation;

  &:active {
    background: rgba(127, 127, 127, 0.18);
  }
  /* Drawn inside: bars and corners clip an outline drawn outside. */
  &:focus-visible {
    outline-offset: -2px;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;
