import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, layer, safeArea, size, space } from '../../theme/tokens';

export interface BottomBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Left side, e.g. a label over the total to pay; with it, the buttons keep their own width on the right. */
  summary?: ReactNode;
  /** The buttons. Without a summary they share the width equally. */
  children?: ReactNode;
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${layer.sticky};
  background: ${color.surface};
  box-shadow:
    0 -1px 0 ${color.border},
    0 -4px 12px rgba(12, 16, 24, 0.06);
  padding: ${space.md} calc(${space.lg} + ${safeArea.right}) calc(${space.md} + ${safeArea.bottom})
    calc(${space.lg} + ${safeArea.left});
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  max-width: ${size.maxContent};
  margin: 0 auto;
`;

const Summary = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space.sm};
  flex: 1 1 auto;

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }

  &[data-beside-summary] {
    flex: 0 0 auto;
  }
  /* Beside a total the button keeps a comfortable width, so it still reads as the main action. */
  &[data-beside-summary] > * {
    flex: 0 0 auto;
    min-width: 128px;
  }
`;

/** The bar of actions stuck to the bottom of the screen, clear of the home indicator. */
export function BottomBar({ summary, children, ...rest }: BottomBarProps) {
  return (
    <Bar {...rest}>
      <Inner>
        {summary != null && <Summary>{summary}</Summary>}
        <Actions data-beside-summary={summary != null || undefined}>{children}</Actions>
      </Inner>
    </Bar>
  );
}
