import { styled } from 'styled-components';
import { color, font, radius, space } from '../theme/tokens';

/** A page behind an overlay in a story, so the mask and the toast are seen over real content. */
export const StoryPage = styled.div`
  min-height: 100dvh;
  padding: ${space.lg};
  display: grid;
  align-content: start;
  gap: ${space.md};
  background: ${color.page};
`;

/** A card with a label and a large amount, the usual content of such a page. */
export const StoryAmountCard = styled.div`
  background: ${color.surface};
  border-radius: ${radius.lg};
  padding: ${space.lg};
  display: grid;
  gap: ${space.xs};

  span {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
  strong {
    font-size: ${font.size.amount};
    line-height: ${font.lineHeight.tight};
  }
`;
