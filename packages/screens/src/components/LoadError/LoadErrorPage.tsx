import type { ReactNode } from 'react';
import { Page } from '../Page';
import { LoadError, type LoadErrorProps } from './LoadError';

export interface LoadErrorPageProps extends LoadErrorProps {
  /** The page's own title bar, so the borrower can still go back. */
  navBar: ReactNode;
}

/** A whole page that could not load: its title bar over the load error, in place of its content. */
export function LoadErrorPage({ navBar, ...error }: LoadErrorPageProps) {
  return (
    <Page navBar={navBar}>
      <LoadError {...error} />
    </Page>
  );
}
