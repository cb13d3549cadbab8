import { styled } from 'styled-components';
import { headlineAmountText } from '../../theme/textStyles';
import { color, font, space } from '../../theme/tokens';
import { Card } from '../Card';
import type { StyledElement } from '../StyledElement';

/**
 * The money a page is about, as its first card: what the money is (a muted `h2`) over the amount itself
 * (the child marked `data-amount`, its figure a `WholeAmount`), centred. The bill pages (card, instalments, extension) open with it.
 * Render as `section` with `as`.
 */
export const AmountCard: StyledElement<'div'> = styled(Card)`
  align-items: center;
  gap: ${space.xs};
  text-align: center;

  & > h2 {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.regular};
  }
  & > [data-amount] {
    /* As wide as the card, not shrink-wrapped: WholeAmount fits the figure into this width. */
    align-self: stretch;
    margin: 0;
    /* The figure itself in full-strength text, also where a screen mutes its other lines. */
    color: ${color.text};
    ${headlineAmountText}
  }
`;
