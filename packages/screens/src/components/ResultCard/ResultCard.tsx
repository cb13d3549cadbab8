import { styled } from 'styled-components';
import { color, font, space } from '../../theme/tokens';
import { Card } from '../Card';
import type { StyledElement } from '../StyledElement';

/**
 * How a payment ended, as the first card of a page: a drawn disc with a tick (its `data-part`s 'disc' and
 * 'tick', in the success colours), the outcome as a heading and a line of explanation, centred. The screen
 * draws the icon (its svg marked `data-part='icon'`) at its own size. Render as `section` with `as`.
 */
export const ResultCard: StyledElement<'div'> = styled(Card)`
  align-items: center;
  gap: ${space.sm};
  text-align: center;

  & [data-part='disc'] {
    fill: ${color['success-soft']};
  }
  & [data-part='tick'] {
    fill: none;
    stroke: ${color.success};
  }
  & > h2 {
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
  }
  & > p {
    margin: 0;
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
  }
`;
