import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { font, radius, size, space } from '../../theme/tokens';
import type { AppStore } from './storeOf';

export interface StoreBadgeProps {
  store: AppStore;
  /** Opens the store; the badge is the download button. */
  onClick: () => void;
  /** The store is being opened: taps are ignored. */
  busy?: boolean;
}

/** Drawn as the stores' badges are: black, rounded, the store's mark and "GET IT ON / Google Play". */
const Badge = styled.button`
  display: inline-flex;
  gap: ${space.sm};
  align-items: center;
  align-self: center;
  min-height: calc(${size.touch} + 12px);
  padding: ${space.xs} ${space.lg} ${space.xs} ${space.md};
  border: 1px solid #a6a6a6;
  border-radius: ${radius.md};
  background: #000;
  color: #fff;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-busy='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  & > svg {
    flex: none;
    width: 28px;
    height: 30px;
  }
  & > span {
    display: flex;
    flex-direction: column;
    line-height: 1.1;
  }
  & small {
    font-size: ${font.size.xs};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  & strong {
    font-size: 1.375rem;
    font-weight: ${font.weight.medium};
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    box-shadow: 0 0 0 5px #000;
  }
`;

function PlayMark() {
  return (
    <svg viewBox="0 0 28 30" aria-hidden="true" focusable="false">
      <path d="M1.6 1.1 15.7 15 1.6 28.9c-.4-.3-.6-.8-.6-1.4V2.5c0-.6.2-1.1.6-1.4z" fill="#00d7fe" />
      <path d="m20.4 10.3-4.7 4.7L1.6 1.1c.5-.4 1.2-.4 1.9 0z" fill="#00f076" />
      <path d="m20.4 19.7-16.9 9.2c-.7.4-1.4.4-1.9 0L15.7 15z" fill="#ff3a44" />
      <path d="m26 13.2-5.6-2.9-4.7 4.7 4.7 4.7 5.6-3c1.3-.8 1.3-2.7 0-3.5z" fill="#ffd500" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 28 30" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M22.6 16c0-3.5 2.9-5.2 3-5.3-1.6-2.4-4.2-2.7-5.1-2.7-2.2-.2-4.2 1.3-5.3 1.3s-2.8-1.3-4.6-1.2c-2.3 0-4.5 1.4-5.7 3.5-2.4 4.2-.6 10.5 1.8 13.9 1.2 1.7 2.5 3.6 4.3 3.5 1.7-.1 2.4-1.1 4.5-1.1s2.7 1.1 4.5 1.1c1.9 0 3.1-1.7 4.2-3.4 1.3-1.9 1.9-3.8 1.9-3.9-.1 0-3.5-1.4-3.5-5.7zM19.2 5.7c.9-1.2 1.6-2.7 1.4-4.3-1.4.1-3 .9-4 2.1-.9 1-1.6 2.6-1.4 4.2 1.5.1 3-.8 4-2z"
      />
    </svg>
  );
}

/**
 * A store's download badge, drawn in the page (no picture from another site): the store's mark and its
 * name in the borrower's language ("GET IT ON Google Play", "TERSEDIA DI Google Play"). Its accessible
 * name is what it shows.
 */
export function StoreBadge({ store, onClick, busy = false }: StoreBadgeProps) {
  const t = useText();
  const google = store === 'googlePlay';
  return (
    <Badge type="button" aria-busy={busy} onClick={() => !busy && onClick()} data-store-badge={store}>
      {google ? <PlayMark /> : <AppleMark />}
      <span>
        <small>{t(google ? 'promotion.badge.googlePlay' : 'promotion.badge.appStore')} </small>
        <strong>{google ? 'Google Play' : 'App Store'}</strong>
      </span>
    </Badge>
  );
}
