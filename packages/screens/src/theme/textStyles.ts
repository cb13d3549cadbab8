import { css } from 'styled-components';
import { color, font } from './tokens';

// Text looks that several screens give their own elements, kept here so they stay alike. Not in tokens.ts:
// a route that draws none of them does not load them.

/** A card's heading: the size every card on a screen uses for its title. */
export const cardTitleText = css`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

/** Secondary text: muted and small, breaking even unspaced server text (order numbers) at 320 px. */
export const mutedText = css`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** The money a page is about, as its headline figure (what to pay, what was paid). */
export const headlineAmountText = css`
  font-size: ${font.size.amount};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;
