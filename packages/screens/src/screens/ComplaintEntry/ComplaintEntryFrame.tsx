import type { ReactNode } from 'react';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar, NavBarTextButton } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton, type SkeletonCardShape } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';

/** Where an entry's problem-init stands: loading, failed (with Try again), or ready with the entry. */
export type ComplaintEntryLoad<Entry> =
  | { status: 'ready'; entry: Entry }
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; offline?: boolean };

export interface ComplaintEntryFrameProps<Entry> {
  load: ComplaintEntryLoad<Entry>;
  onBack?: () => void;
  /** "My complaints" in the top bar; without it there is no link. */
  onMyComplaints?: () => void;
  /** Skeleton cards shaped like the entry's content. */
  skeleton: readonly SkeletonCardShape[];
  /** The entry's content once it is loaded. */
  children: (entry: Entry) => ReactNode;
}

/**
 * What both complaint entries draw around their content: the top bar ("My complaints" as text, so the
 * title stays centred with a short link), the skeleton while problem-init loads and its error.
 */
export function ComplaintEntryFrame<Entry>({
  load,
  onBack,
  onMyComplaints,
  skeleton,
  children,
}: ComplaintEntryFrameProps<Entry>) {
  const t = useText();
  const navBar = (
    <NavBar
      title={t('complaint.title')}
      onBack={onBack}
      action={
        onMyComplaints ? (
          <NavBarTextButton onClick={() => onMyComplaints()}>{t('complaint.listTitle')}</NavBarTextButton>
        ) : undefined
      }
    />
  );
  if (load.status === 'loading')
    return <PageSkeleton navBar={navBar} label={t('complaint.loading')} cards={skeleton} />;
  if (load.status === 'error')
    return <LoadErrorPage navBar={navBar} offline={load.offline} onRetry={load.onRetry} />;
  return <Page navBar={navBar}>{children(load.entry)}</Page>;
}
