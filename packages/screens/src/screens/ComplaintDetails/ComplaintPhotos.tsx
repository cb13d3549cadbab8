import { useState } from 'react';
import { styled } from 'styled-components';
import { Modal } from '../../components/Modal';
import { useText } from '../../i18n/LocaleProvider';
import { color, radius, space } from '../../theme/tokens';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.page};
  cursor: zoom-in;
  touch-action: manipulation;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Large = styled.img`
  display: block;
  width: 100%;
  max-height: 70vh;
  object-fit: contain;
  border-radius: ${radius.md};
  background: ${color.page};
`;

export interface ComplaintPhotosProps {
  /** Safe (http(s)) addresses only: the screen filters the server's. */
  urls: readonly string[];
  /** The accessible name of each thumbnail ('complaint.viewPhoto' or 'complaint.viewReplyPhoto'). */
  kind: 'mine' | 'reply';
}

/** Thumbnails, four a row; a tap shows the photo large in a modal (focus kept inside, Esc closes). */
export function ComplaintPhotos({ urls, kind }: ComplaintPhotosProps) {
  const t = useText();
  const [viewing, setViewing] = useState<number | null>(null);
  const count = urls.length;
  const viewLabel = (index: number) =>
    t(kind === 'mine' ? 'complaint.viewPhoto' : 'complaint.viewReplyPhoto', { index, count });
  const url = viewing === null ? undefined : urls[viewing];
  const title = viewing === null ? '' : t('complaint.photoTitle', { index: viewing + 1, count });
  return (
    <>
      <Grid>
        {urls.map((u, i) => (
          <li key={u}>
            <Thumb
              type="button"
              aria-label={viewLabel(i + 1)}
              aria-haspopup="dialog"
              onClick={() => setViewing(i)}
            >
              <img src={u} alt="" loading="lazy" decoding="async" />
            </Thumb>
          </li>
        ))}
      </Grid>
      <Modal open={url !== undefined} onClose={() => setViewing(null)} title={title} showCloseButton>
        {url && <Large src={url} alt={title} data-photo-large="" />}
      </Modal>
    </>
  );
}
