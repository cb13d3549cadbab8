import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { addImages, badgeCount, megabytes, rejectionOf } from './images';
import { Grid, View, Mark, Retry, Large, Remove, Add, Footer } from './ImagePicker.styles';

/** Where a photo's upload stands, when a host uploads them (shown on the photo). */
export type UploadMark = 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** A photo in the picker: a file just chosen (`file` + an object URL) or one already on a server (`url` only). */
export interface PickedImage {
  id: string;
  url: string;
  file?: File;
  /** The upload's progress, drawn on the photo; none: not being uploaded. */
  mark?: UploadMark;
}

export interface ImagePickerProps {
  value?: readonly PickedImage[];
  defaultValue?: readonly PickedImage[];
  /** The new list after photos were added or removed. */
  onChange?: (images: PickedImage[]) => void;
  /** Most photos allowed; the spec's 9 by default. */
  max?: number;
  /** Shows the photos only: no add tile, no remove buttons, no count. */
  readOnly?: boolean;
  /** While the host sends the photos: none can be added or removed (a failed one can be retried). */
  locked?: boolean;
  /** Largest file accepted, in bytes; a bigger one is refused with a message. No cap by default. */
  maxBytes?: number;
  /**
   * A tap on a photo shows it large in a dialog; removing is done there (its "Remove photo" button), not
   * with a corner button: on a 320 px phone a tile is 58 px, and a 44 px remove target in its corner would
   * cover the photo's middle, so a tap meant to look at a photo would delete it.
   */
  previewable?: boolean;
  /** A photo marked `failed` offers to send it again: called with its id. */
  onRetry?: (id: string) => void;
  className?: string;
}

let lastId = 0;
const nextId = () => `picked-${Date.now().toString(36)}-${(lastId += 1)}`;

/**
 * Photos in a 4-per-row grid with remove buttons (in the preview dialog when `previewable`), an add tile
 * while under `max` and a count.
 */
export function ImagePicker({
  value,
  defaultValue = [],
  onChange,
  max = 9,
  readOnly,
  locked,
  maxBytes,
  previewable,
  onRetry,
  className,
}: ImagePickerProps) {
  const t = useText();
  const [images, setImages] = useControllableState<readonly PickedImage[]>(value, defaultValue, (next) =>
    onChange?.([...next]),
  );
  // What the status line says about the last choice: over the limit, or a file refused.
  const [notice, setNotice] = useState<'limit' | 'type' | 'size' | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  // Object URLs this picker made: it revokes them once they leave the list, and all on unmount.
  const madeUrls = useRef(new Set<string>());
  const gridRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const made = madeUrls.current;
    const shown = new Set(images.map((image) => image.url));
    for (const url of made) {
      if (!shown.has(url)) {
        URL.revokeObjectURL(url);
        made.delete(url);
      }
    }
    // A removed photo takes its button with it: keep focus in the picker (next remove button or add tile).
    const index = focusAfterRemove.current;
    if (index !== null && gridRef.current) {
      focusAfterRemove.current = null;
      const targets = gridRef.current.querySelectorAll<HTMLElement>('button, input');
      targets[Math.min(index, targets.length - 1)]?.focus();
    }
  }, [images]);

  useEffect(() => {
    const made = madeUrls.current;
    return () => {
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
    };
  }, []);

  const commit = (next: PickedImage[]) => setImages(next);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Some Android pickers ignore `accept`: anything else is refused here, before it is ever sent.
    const refusals = chosen.map((file) => rejectionOf(file, maxBytes));
    const files = chosen.filter((_, i) => refusals[i] === null);
    const refused = refusals.find((why) => why !== null) ?? null;
    // Cleared so choosing the same photo again still fires a change.
    event.target.value = '';
    setNotice(refused);
    if (files.length === 0) return;
    const { next, dropped } = addImages(images, files, max, (file): PickedImage => {
      const url = URL.createObjectURL(file);
      madeUrls.current.add(url);
      return { id: nextId(), file, url };
    });
    if (dropped > 0) setNotice('limit');
    if (next.length > images.length) commit(next);
  };

  const remove = (index: number) => {
    setNotice(null);
    focusAfterRemove.current = index;
    commit(images.filter((_, i) => i !== index));
  };
  const removable = !readOnly && !locked;

  return (
    <div className={className}>
      <Grid ref={gridRef}>
        {images.map((image, i) => (
          <li key={image.id} data-mark={image.mark}>
            {previewable ? (
              <View
                type="button"
                aria-label={t('imagePicker.view', { index: i + 1 })}
                onClick={() => setShown(i)}
              >
                <img src={image.url} alt={t('imagePicker.photo', { index: i + 1 })} />
              </View>
            ) : (
              <img src={image.url} alt={t('imagePicker.photo', { index: i + 1 })} />
            )}
            {image.mark === 'failed' && onRetry ? (
              <Retry
                type="button"
                aria-label={t('imagePicker.retry', { index: i + 1 })}
                onClick={() => onRetry(image.id)}
              >
                {t('imagePicker.retryShort')}
              </Retry>
            ) : image.mark ? (
              // Drawn, so it fits a 320 px phone's tile in every language; the words are for screen readers.
              <Mark data-mark={image.mark}>
                <MarkIcon mark={image.mark} />
                <VisuallyHidden>{t(`imagePicker.${image.mark}`)}</VisuallyHidden>
              </Mark>
            ) : null}
            {removable && !previewable && (
              <Remove
                type="button"
                aria-label={t('imagePicker.remove', { index: i + 1 })}
                onClick={() => remove(i)}
              >
                <span>
                  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                    <path
                      d="M3 3l6 6M9 3l-6 6"
                      stroke="currentColor"
                      strokeWidth="1.75"
                      strokeLinecap="round"
                    />
                  </svg>
                </span>
              </Remove>
            )}
          </li>
        ))}
        {!readOnly && images.length < max && (
          <li>
            <Add data-disabled={locked || undefined}>
              <input type="file" accept="image/*" multiple disabled={locked} onChange={onFiles} />
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {t('imagePicker.add')}
            </Add>
          </li>
        )}
      </Grid>
      {!readOnly && (
        <Footer>
          {/* Always present so the limit message is announced when it appears. */}
          <span role="status">
            {notice === 'limit'
              ? t('imagePicker.limit', { max })
              : notice === 'type'
                ? t('imagePicker.notImage')
                : notice === 'size' && maxBytes !== undefined
                  ? t('imagePicker.tooBig', { size: megabytes(maxBytes) })
                  : null}
          </span>
          <span data-count="">{t('imagePicker.count', { count: badgeCount(images.length), max })}</span>
        </Footer>
      )}
      {previewable && (
        <Modal
          open={shown !== null && images[shown] !== undefined}
          onClose={() => setShown(null)}
          title={t('imagePicker.photo', { index: (shown ?? 0) + 1 })}
          showCloseButton
          footer={
            removable && shown !== null ? (
              <Button
                variant="secondary"
                onClick={() => {
                  remove(shown);
                  setShown(null);
                }}
              >
                {t('imagePicker.remove', { index: shown + 1 })}
              </Button>
            ) : undefined
          }
        >
          {shown !== null && images[shown] && <Large src={images[shown].url} alt="" />}
        </Modal>
      )}
    </div>
  );
}

function MarkIcon({ mark }: { mark: UploadMark }) {
  if (mark === 'uploading') return <Spinner data-size="sm" />;
  const path =
    mark === 'uploaded'
      ? 'M3 8.5l3.2 3L13 4.5'
      : mark === 'waiting'
        ? 'M8 4v4l2.5 1.5M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z'
        : 'M8 4v5M8 11.5v.5';
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
