import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { CardSection } from '../../components/CardSection';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { useControllableState } from '../../hooks/useControllableState';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { ComplaintPhotos } from './ComplaintPhotos';
import { ComplaintRatingModal } from './ComplaintRatingModal';
import {
  COMPLAINT_TEXT_LIMIT,
  RATING_DELAY_MS,
  shownImages,
  showsResult,
  textLength,
} from './complaintDetails';

/** One complaint as problem-detail gives it (same shape as the api's `ComplaintDetail`). */
export interface ComplaintDetailData {
  problemId: string;
  /** Type and sub-type as server text. */
  type: string;
  subType: string;
  content: string;
  /** Server addresses: only http(s) ones are shown. */
  images: string[];
  reply: string;
  replyImages: string[];
  /** `isScore` non-zero: the rating opens a moment after the page loads. */
  askForRating: boolean;
  /** When it was filed (`YYYY-MM-DD HH:MM:SS`); '' when the server sends none (the row is left out). */
  time?: string;
}

interface ComplaintDetailsCallbacks {
  onBack?: () => void;
  /** The rating modal is open (controlled); by default it opens `ratingDelayMs` after load when asked. */
  ratingOpen?: boolean;
  defaultRatingOpen?: boolean;
  onRatingOpenChange?: (open: boolean) => void;
  /** How long after load the rating opens (spec 9: 3000 ms). */
  ratingDelayMs?: number;
  /** Send in the rating modal with the chosen score. */
  onRate?: (score: 1 | 2 | 3 | 4 | 5) => void;
  /** The score is being posted. */
  ratingSending?: boolean;
  /** The last Send failed with this message (server text); the stars stay. */
  ratingError?: string;
}

export type ComplaintDetailsScreenProps = ComplaintDetailsCallbacks &
  (
    | { status: 'ready'; detail: ComplaintDetailData }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space.sm} ${space.md};
  margin: 0;

  & > dt {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
  }
  & > dd {
    margin: 0;
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
    line-height: ${font.lineHeight.normal};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

/** The complaint's text, read-only, in a box like the one it was typed in. */
const TextBox = styled.div`
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.page};

  & > p {
    margin: 0;
    min-height: 3em;
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.normal};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & > span {
    display: block;
    margin-top: ${space.xs};
    color: ${color['text-muted']};
    font-size: ${font.size.xs};
    text-align: end;
  }
`;

const Reply = styled.p`
  margin: 0;
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Pending = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  text-align: center;
`;

const SubTitle = styled.h3`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
`;

/**
 * One complaint (spec screen 6): its type and sub-type, the text with its count against 200, the photos
 * (tap for large), and the "Process result" with the reply and its photos once there is one. When the
 * server asks, the rating opens a moment after load.
 */
export function ComplaintDetailsScreen(props: ComplaintDetailsScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('complaint.detailsTitle')} onBack={props.onBack} />;
  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('complaint.detailsLoading')}
        cards={[{ rows: ['row', 'row', 'short', 'text'] }, { rows: ['short', 'text'] }]}
      />
    );
  if (props.status === 'error')
    return <LoadErrorPage navBar={navBar} offline={props.offline} onRetry={props.onRetry} />;
  return (
    <Page navBar={navBar}>
      <DetailsReady {...props} />
    </Page>
  );
}

function DetailsReady({
  detail,
  ratingOpen,
  defaultRatingOpen = false,
  onRatingOpenChange,
  ratingDelayMs = RATING_DELAY_MS,
  onRate,
  ratingSending,
  ratingError,
}: ComplaintDetailsCallbacks & { detail: ComplaintDetailData }) {
  const t = useText();
  const counterId = useId();
  const [open, setOpen] = useControllableState(ratingOpen, defaultRatingOpen, onRatingOpenChange);
  const images = shownImages(detail.images);
  const replyImages = shownImages(detail.replyImages);
  const reply = detail.reply.trim();
  const format = useFormat();
  const resolved = showsResult(reply, replyImages);

  // The rating asks a moment after the page shows (spec 4), once per complaint: not again once it has been
  // open for this complaint (a host that opens it at once, then the borrower's Cancel before the moment).
  const setOpenLater = useLatest(setOpen);
  const shownFor = useRef<ComplaintDetailData['problemId'] | null>(null);
  useEffect(() => {
    if (open) shownFor.current = detail.problemId;
  }, [open, detail.problemId]);
  useEffect(() => {
    if (!detail.askForRating) return undefined;
    const timer = setTimeout(() => {
      if (shownFor.current !== detail.problemId) setOpenLater.current(true);
    }, ratingDelayMs);
    return () => clearTimeout(timer);
  }, [detail.askForRating, detail.problemId, ratingDelayMs, setOpenLater]);

  return (
    <>
      <CardSection title={t('complaint.description')}>
        <Fields>
          <dt>{t('complaint.number')}</dt>
          <dd data-complaint-number="">{detail.problemId}</dd>
          {detail.time?.trim() && (
            <>
              <dt>{t('complaint.date')}</dt>
              <dd>{format.dateTime(detail.time)}</dd>
            </>
          )}
          <dt>{t('complaint.status')}</dt>
          {/* The service's reply is what resolves a complaint (the list's tabs say the same). */}
          <dd data-complaint-status={resolved ? 'resolved' : 'inProgress'}>
            {t(resolved ? 'complaint.statusResolved' : 'complaint.statusInProgress')}
          </dd>
          <dt>{t('complaint.type')}</dt>
          <dd>{detail.type || '—'}</dd>
          {detail.subType && (
            <>
              <dt>{t('complaint.subType')}</dt>
              <dd>{detail.subType}</dd>
            </>
          )}
        </Fields>
        <TextBox aria-describedby={counterId}>
          <p data-complaint-text="">{detail.content}</p>
          <span id={counterId}>
            {t('complaint.counter', { count: textLength(detail.content), max: COMPLAINT_TEXT_LIMIT })}
          </span>
        </TextBox>
        {images.length > 0 && (
          <>
            <SubTitle>{t('complaint.photos')}</SubTitle>
            <ComplaintPhotos urls={images} kind="mine" />
          </>
        )}
      </CardSection>
      {resolved ? (
        <CardSection title={t('complaint.result')}>
          {reply && <Reply data-complaint-reply="">{reply}</Reply>}
          {replyImages.length > 0 && (
            <>
              <SubTitle>{t('complaint.replyPhotos')}</SubTitle>
              <ComplaintPhotos urls={replyImages} kind="reply" />
            </>
          )}
        </CardSection>
      ) : (
        <Pending>{t('complaint.pending')}</Pending>
      )}
      <ComplaintRatingModal
        open={open}
        onCancel={() => setOpen(false)}
        onSend={(score) => onRate?.(score)}
        sending={ratingSending}
        error={ratingError}
      />
    </>
  );
}

/** A ref that always holds the latest value (a timer calls the newest setter). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
