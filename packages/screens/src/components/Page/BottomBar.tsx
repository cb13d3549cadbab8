import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, layer, safeArea, size, space } from '../../theme/tokens';
import { barControlsInView, useRoomBesideBar } from '../../hooks/useRoomBesideBar';

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

  /* Its controls count as in view where the bar holds them: their scroll area is moved out of the room the page
     keeps for the bar (useRoomBesideBar), or focusing Send would scroll the page to its end. */
  & * {
    ${barControlsInView.bottom}
  }
`;

// Wraps: where the summary and the buttons do not fit side by side (large text, a narrow phone), the buttons
// go under the summary, across the bar, instead of squeezing the total into a sliver.
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  max-width: ${size.maxContent};
  margin: 0 auto;
`;

const Summary = styled.div`
  /* Beside the buttons, all the spare width is the summary's. */
  flex: 1000 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

// Buttons share the width equally; where a label's longest word does not fit its share (large text, a
// narrow phone), each button takes a line of its own rather than running past the screen's edge.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  flex: 1 1 auto;

  & > * {
    flex: 1 1 0;
    min-width: auto;
  }

  &[data-beside-summary] {
    flex: 1 0 auto;
  }
  /* Beside a total the button keeps a comfortable width, so it still reads as the main action. */
  &[data-beside-summary] > * {
    flex: 1 0 auto;
    min-width: 128px;
  }
`;

/** The bar of actions stuck to the bottom of the screen, clear of the home indicator. */
export function BottomBar({ summary, children, ...rest }: BottomBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useRoomBesideBar(bar, 'bottom');
  return (
    <Bar ref={bar} {...rest}>
      <Inner>
        {summary != null && <Summary>{summary}</Summary>}
        <Actions data-beside-summary={summary != null || undefined}>{children}</Actions>
      </Inner>
    </Bar>
  );
}
