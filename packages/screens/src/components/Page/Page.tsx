import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, safeArea, size, space } from '../../theme/tokens';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** The top bar, usually a `NavBar`. */
  navBar?: ReactNode;
  /** The bottom action bar, usually a `BottomBar`. */
  bottomBar?: ReactNode;
  /**
   * `phone` (default): the phone-width column. `reading`: a column of about 70 characters for pages of
   * running text (legal texts, about us), so lines stay readable on a desktop screen too.
   */
  width?: 'phone' | 'reading';
  children?: ReactNode;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${color.page};
  color: ${color.text};
`;

// The bottom bar is sticky and sits in the flow after the content, so it reserves its own room:
// the last card scrolls up above the bar instead of hiding under it.
const Content = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  width: 100%;
  max-width: ${size.maxContent};
  margin: 0 auto;
  padding: ${space.lg} calc(${space.lg} + ${safeArea.right}) ${space.lg} calc(${space.lg} + ${safeArea.left});

  &[data-width='reading'] {
    max-width: calc(70ch + 2 * ${space.lg});
  }

  /* Without a bottom bar the content itself keeps clear of the home indicator. */
  &[data-bottom-bar='false'] {
    padding-bottom: calc(${space.xl} + ${safeArea.bottom});
  }
`;

/**
 * A screen's frame: full dynamic height on the light grey page colour, an optional top bar, a centred
 * content column (cards stack with a gap) and an optional bottom action bar.
 */
export function Page({ navBar, bottomBar, width = 'phone', children, ...rest }: PageProps) {
  return (
    <Frame {...rest}>
      {navBar}
      <Content data-bottom-bar={bottomBar ? 'true' : 'false'} data-width={width}>
        {children}
      </Content>
      {bottomBar}
    </Frame>
  );
}
