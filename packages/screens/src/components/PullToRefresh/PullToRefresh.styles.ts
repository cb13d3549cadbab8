import { styled } from 'styled-components';
import { color, font, motion, space } from '../../theme/tokens';

export const Root = styled.div`
  position: relative;

  &[data-dragging] {
    user-select: none;
  }
`;

// In the flow (not a transform on the content) so fixed and sticky parts of the page keep their place.
export const Indicator = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  height: var(--lh-pull-distance, 0px);
  overflow: hidden;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.tight};
  transition: height ${motion.normal} ease-out;

  [data-dragging] > & {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const IndicatorRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  padding-bottom: ${space.xxs};
  white-space: nowrap;
`;

export const Arrow = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  transition: transform ${motion.normal};

  [data-state='release'] & {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
