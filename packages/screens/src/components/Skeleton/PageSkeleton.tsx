import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Page } from '../Page';
import { color, safeArea, size } from '../../theme/tokens';
import { Skeleton, SkeletonCards, type SkeletonCardShape } from './Skeleton';

export interface PageSkeletonProps {
  /** The page's own top bar (title and back stay usable while it loads). */
  navBar?: ReactNode;
  /** What is loading, in words: the page's one status line. */
  label: string;
  /** Cards shaped like the page's content. */
  cards: readonly SkeletonCardShape[];
}

// Holds the bar's place while a page's code is still on its way (its title is not known yet).
const BarPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(${size.navBar} + ${safeArea.top});
  padding-top: ${safeArea.top};
  background: ${color.surface};
  box-shadow: inset 0 -1px 0 ${color.border};

  & > * {
    width: 40%;
  }
`;

/**
 * The kit's one page-loading pattern: the page's bar, then cards shaped like its content while it loads.
 * The page is marked busy and says once, in words, what is loading; nothing blocks a tap on the bar
 * (the blocking `LoadingOverlay` is for a submit only).
 */
export function PageSkeleton({ navBar, label, cards }: PageSkeletonProps) {
  return (
    <Page
      navBar={
        navBar ?? (
          <BarPlaceholder aria-hidden="true">
            <Skeleton data-shape="title" />
          </BarPlaceholder>
        )
      }
      aria-busy="true"
    >
      <SkeletonCards label={label} cards={cards} />
    </Page>
  );
}
