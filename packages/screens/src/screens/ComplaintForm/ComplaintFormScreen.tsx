import { Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CardSection } from '../../components/CardSection';
import type { PickedImage } from '../../components/ImagePicker';
import { ImagePickerPlaceholder } from '../../components/ImagePicker/ImagePickerPlaceholder';
import { lazyPart, useLazyPart } from '../../hooks/lazyPart';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import {
  COMPLAINT_IMAGE_BYTES_MAX,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TEXT_MAX,
  counterNotice,
  limitText,
  textLength,
  textMissing,
} from './complaintRules';
import { ComplaintSendBar } from './ComplaintSendBar';
import { ComplaintTypeChoice, type ComplaintTypeChoiceProps } from './ComplaintTypeChoice';
import { missingChoice } from './typeChoice';
import type { ComplaintPhase } from './complaintRules';
import { Tags, Label, TextArea, Under, Hint, Notice } from './ComplaintFormScreen.styles';
import { PhotoNotices } from './PhotoNotices';

export type { ComplaintPhase };

// Not in the form's first load, so the description box shows sooner on a slow network: the photo grid below
// the box (fetched once the form has painted; until it is in, a placeholder of its size) and the success
// modal (fetched once a send starts). The type choice above the box stays in: arriving late, it would push
// the box down (Lighthouse measured CLS 0.16 on a form opened without a type).
const picker = lazyPart(() => import('../../components/ImagePicker/ImagePicker').then((m) => m.ImagePicker));
const sentModal = lazyPart(() => import('./ComplaintSentModal').then((m) => m.ComplaintSentModal));
const ImagePicker = picker.Part;
const ComplaintSentModal = sentModal.Part;
/** Fetches those parts now: for a form shown ready at once (a story), so its first frame has them. */
export const preloadComplaintFormParts = () => Promise.all([picker.preload(), sentModal.preload()]);

interface ComplaintFormCallbacks {
  onBack?: () => void;
}

export type ComplaintFormScreenProps = ComplaintFormCallbacks &
  (
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
    | ({ status: 'ready' } & ComplaintFormReadyProps)
  );

export interface ComplaintFormReadyProps {
  /** The chosen type and (collection only) sub-type, as the server names them. */
  typeTitle?: string;
  subTypeTitle?: string;
  /**
   * The type is not known from the address: the server's types to choose from (in place of the fixed
   * tags). Send is refused, saying what is missing, until a type (and collection's sub-type) is chosen.
   */
  typeChoice?: Omit<ComplaintTypeChoiceProps, 'missing' | 'locked'>;
  /** The description: at most 200 characters (longer input is cut). */
  text?: string;
  defaultText?: string;
  onTextChange?: (text: string) => void;
  /** The photos, each with its upload mark while sending. */
  images?: readonly PickedImage[];
  defaultImages?: readonly PickedImage[];
  onImagesChange?: (images: PickedImage[]) => void;
  phase?: ComplaintPhase;
  /** `uploading`: which photo is on its way, of how many to send now. */
  progress?: { current: number; total: number };
  /** Some photos were not sent: they are marked, and Send (or Retry on one) sends only them. */
  uploadFailed?: boolean;
  /** The server's reason a photo was refused (shown as text in place of our own words). */
  uploadFailedMessage?: string;
  /** Every photo of the last send reached the server: "Upload succeeded!". */
  uploadSucceeded?: boolean;
  /**
   * Photos of the kept draft that a reload did not bring back (the page closed before their files were
   * stored, and the server did not have them): the form says so, and the borrower adds them again.
   */
  photosNotKept?: number;
  /** `sent`: the complaint's number when the server sends one. */
  sentReference?: string;
  /** `sent`: OK on the success modal. */
  onSentDone?: () => void;
  /** `sending`: a Check again found no answer either. */
  stillWaiting?: boolean;
  /** Send with a description (never called while it is blank: the screen says it is required). */
  onSend?: (text: string) => void;
  /** Send one failed photo again. */
  onRetryUpload?: (id: string) => void;
  /**
   * Try again after the photo grid's code failed to download. By default it is asked for again; Chrome keeps
   * a failed module import for the page's life, so a host there reloads the page (the draft is kept).
   */
  onRetryPhotos?: () => void;
  /** `sending`: ask the server again about the save on its way (the very same request). */
  onCheckAgain?: () => void;
}

/**
 * The complaint form (spec screen 4): the chosen type and sub-type, the description (required, at most 200
 * characters, cut beyond, with a counter), up to 9 photos (4 a row, remove, preview) and Send. The host
 * uploads the photos one by one, then saves; this screen shows each photo's progress, which failed (sent
 * again alone), a save whose answer was lost ("Sending your complaint" until the server answers) and the
 * success modal.
 */
export function ComplaintFormScreen(props: ComplaintFormScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('complaintForm.title')} onBack={props.onBack} />;

  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('complaintForm.loading')}
        // Type tags, the description box, the photos.
        cards={[{ rows: ['short', 'row'] }, { rows: ['short', 'text', 'text'] }, { rows: ['short', 'row'] }]}
      />
    );
  if (props.status === 'error')
    return <LoadErrorPage navBar={navBar} offline={props.offline} onRetry={props.onRetry} />;
  return <ReadyForm navBar={navBar} {...props} />;
}

function ReadyForm({
  navBar,
  typeTitle,
  subTypeTitle,
  typeChoice,
  text: textProp,
  defaultText = '',
  onTextChange,
  images: imagesProp,
  defaultImages = [],
  onImagesChange,
  phase = 'editing',
  progress,
  uploadFailed = false,
  uploadFailedMessage,
  uploadSucceeded = false,
  photosNotKept = 0,
  stillWaiting,
  sentReference,
  onSend,
  onRetryUpload,
  onRetryPhotos,
  onCheckAgain,
  onSentDone,
}: ComplaintFormReadyProps & { navBar: ReactNode }) {
  const t = useText();
  const ids = { text: useId(), counter: useId(), error: useId() };
  // The photo grid's code is asked for once the form has painted: on a slow network the description box and
  // its hints are not kept behind it (fetched while the data loaded, it was on the way to the largest paint:
  // Lighthouse, HTTP/1.1, LCP 2.15 s on /complainPageNext). Its placeholder holds its place meanwhile.
  const grid = useLazyPart(picker, { afterPaint: true });
  const [text, setText] = useControllableState(textProp, defaultText, onTextChange);
  const [images, setImages] = useControllableState<readonly PickedImage[]>(
    imagesProp,
    defaultImages,
    (next) => onImagesChange?.([...next]),
  );
  const [required, setRequired] = useState(false);
  const [cut, setCut] = useState(false);
  // Send was pressed without a type: what is still missing shows until it is chosen.
  const [typeTried, setTypeTried] = useState(false);
  const typeMissing = typeChoice ? missingChoice(typeChoice.value, typeChoice.subTypes) : null;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const busy = phase !== 'editing';
  useEffect(() => {
    if (busy) void sentModal.preload();
  }, [busy]);
  const length = textLength(text);
  const notice = counterNotice(length);

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const limited = limitText(event.target.value);
    setCut(limited.cut);
    if (!textMissing(limited.text)) setRequired(false);
    setText(limited.text);
  };

  const send = () => {
    if (busy) return;
    const noText = textMissing(text);
    if (typeMissing) setTypeTried(true);
    if (noText) {
      setRequired(true);
      if (!typeMissing) textRef.current?.focus();
    }
    if (noText || typeMissing) return;
    onSend?.(text);
  };

  // The polite region speaks a cut paste first, then the characters left near the limit.
  const spoken = cut
    ? t('complaintForm.cut', { max: COMPLAINT_TEXT_MAX })
    : notice?.kind === 'full'
      ? t('complaintForm.full', { max: COMPLAINT_TEXT_MAX })
      : notice?.kind === 'left'
        ? t('complaintForm.left', { left: notice.left })
        : '';

  const sendLabel =
    phase === 'uploading' && progress
      ? t('complaintForm.uploading', progress)
      : phase === 'saving' || phase === 'sending'
        ? t('complaintForm.saving')
        : t('complaintForm.send');

  const gridPlaceholder = <ImagePickerPlaceholder count={images.length} max={COMPLAINT_IMAGES_MAX} />;
  return (
    <Page
      navBar={navBar}
      bottomBar={
        <ComplaintSendBar
          phase={phase}
          stillWaiting={stillWaiting}
          onSend={send}
          onCheckAgain={onCheckAgain}
        />
      }
    >
      {typeChoice ? (
        <ComplaintTypeChoice {...typeChoice} missing={typeTried ? typeMissing : null} locked={busy} />
      ) : (
        <CardSection title={t('complaintForm.typeHeading')}>
          <Tags>
            {typeTitle && <li>{typeTitle}</li>}
            {subTypeTitle && <li>{subTypeTitle}</li>}
          </Tags>
        </CardSection>
      )}

      <Card as="section">
        <Label htmlFor={ids.text}>{t('complaintForm.textLabel')}</Label>
        <TextArea
          ref={textRef}
          id={ids.text}
          value={text}
          onChange={onChange}
          readOnly={busy}
          placeholder={t('complaintForm.textPlaceholder')}
          aria-invalid={required || undefined}
          aria-describedby={`${required ? `${ids.error} ` : ''}${ids.counter}`}
          rows={6}
        />
        <Under>
          {required && (
            <span id={ids.error} data-error="" role="alert">
              {t('complaintForm.required')}
            </span>
          )}
          <span data-counter="" data-full={length >= COMPLAINT_TEXT_MAX || undefined}>
            <span aria-hidden="true">
              {t('complaintForm.counter', { count: length, max: COMPLAINT_TEXT_MAX })}
            </span>
            <VisuallyHidden id={ids.counter}>
              {t('complaintForm.counterLabel', { count: length, max: COMPLAINT_TEXT_MAX })}
            </VisuallyHidden>
          </span>
        </Under>
        <VisuallyHidden role="status" data-text-notice="">
          {spoken}
        </VisuallyHidden>
      </Card>

      <CardSection title={t('complaintForm.photosHeading')}>
        <Hint>{t('complaintForm.photosHint', { max: COMPLAINT_IMAGES_MAX })}</Hint>
        {grid.status === 'failed' ? (
          // Its code did not come (offline): said in its place, with Try again (the host's reload).
          <Notice role="alert" data-tone="danger">
            {t('error.network')}
            <Button variant="text" onClick={onRetryPhotos ?? grid.retry}>
              {t('common.retry')}
            </Button>
          </Notice>
        ) : grid.status === 'in' ? (
          <ImagePicker
            value={images}
            onChange={setImages}
            max={COMPLAINT_IMAGES_MAX}
            maxBytes={COMPLAINT_IMAGE_BYTES_MAX}
            previewable
            locked={busy}
            onRetry={phase === 'editing' ? onRetryUpload : undefined}
          />
        ) : (
          gridPlaceholder
        )}
        <PhotoNotices
          uploadFailed={uploadFailed && phase === 'editing'}
          uploadFailedMessage={uploadFailedMessage}
          uploadSucceeded={uploadSucceeded}
          photosNotKept={phase === 'editing' ? photosNotKept : 0}
        />
      </CardSection>

      {/* The send's progress, spoken as it changes. */}
      <VisuallyHidden role="status" data-send-progress="">
        {busy && phase !== 'sent' ? sendLabel : ''}
      </VisuallyHidden>
      {phase === 'editing' && <Hint>{t('complaintForm.draftKept')}</Hint>}

      {phase === 'sent' && (
        <Suspense fallback={null}>
          <ComplaintSentModal open reference={sentReference} onDone={onSentDone} />
        </Suspense>
      )}
    </Page>
  );
}
