import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { addImages, badgeCount, isImageFile } from './images';

/** A photo in the picker: a file just chosen (`file` + an object URL) or one already on a server (`url` only). */
export interface PickedImage {
  id: string;
  url: string;
  file?: File;
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
  className?: string;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    aspect-ratio: 1;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${radius.md};
    background: ${color.border};
  }
`;

// A 44 px tap target in the corner; the drawn circle inside is smaller so the photo stays visible.
const Remove = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  width: ${size.touch};
  height: ${size.touch};
  padding: ${space.xs};
  border: 0;
  background: none;
  color: ${color['on-brand']};
  cursor: pointer;
  touch-action: manipulation;

  span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: ${radius.pill};
    background: ${color.toast};
  }
  &:focus-visible {
    outline-offset: -2px;
    border-radius: ${radius.md};
  }
`;

const Add = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.xxs};
  height: 100%;
  padding: ${space.xs};
  border: 1px dashed ${color['text-muted']};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  cursor: pointer;

  /* The real file input covers the tile, invisible: taps land on it and it keeps focus and its name. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.sm};
  margin-top: ${space.sm};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.normal};

  [role='status'] {
    color: ${color.danger};
  }
  [data-count] {
    margin-left: auto;
    padding: 0 ${space.sm};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color['text-muted']};
    font-variant-numeric: tabular-nums;
  }
`;

let lastId = 0;
const nextId = () => `picked-${Date.now().toString(36)}-${(lastId += 1)}`;

/** Photos in a 4-per-row grid with previews, remove buttons, an add tile while under `max` and a count. */
export function ImagePicker({
  value,
  defaultValue = [],
  onChange,
  max = 9,
  readOnly,
  className,
}: ImagePickerProps) {
  const t = useText();
  const [images, setImages] = useControllableState<readonly PickedImage[]>(value, defaultValue, (next) =>
    onChange?.([...next]),
  );
  const [limitHit, setLimitHit] = useState(false);
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
    const files = Array.from(event.target.files ?? []).filter(isImageFile);
    // Cleared so choosing the same photo again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const { next, dropped } = addImages(images, files, max, (file): PickedImage => {
      const url = URL.createObjectURL(file);
      madeUrls.current.add(url);
      return { id: nextId(), file, url };
    });
    setLimitHit(dropped > 0);
    if (next.length > images.length) commit(next);
  };

  const remove = (index: number) => {
    setLimitHit(false);
    focusAfterRemove.current = index;
    commit(images.filter((_, i) => i !== index));
  };

  return (
    <div className={className}>
      <Grid ref={gridRef}>
        {images.map((image, i) => (
          <li key={image.id}>
            <img src={image.url} alt={t('imagePicker.photo', { index: i + 1 })} />
            {!readOnly && (
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
            <Add>
              <input type="file" accept="image/*" multiple onChange={onFiles} />
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
          <span role="status">{limitHit ? t('imagePicker.limit', { max }) : null}</span>
          <span data-count="">{t('imagePicker.count', { count: badgeCount(images.length), max })}</span>
        </Footer>
      )}
    </div>
  );
}
