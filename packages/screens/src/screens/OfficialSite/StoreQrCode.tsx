import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { SITE_WIDE } from './SiteHeader';

/** The desktop layout's media query: only there is the code drawn (and its encoder downloaded). */
export const DESKTOP_QUERY = `(min-width: ${SITE_WIDE})`;

const CODE_PX = 148;

/**
 * Its room is kept from the first paint on a desktop screen (a white square of the code's size), so the
 * code arriving moves nothing; on a phone the box is not shown at all (the button opens the store there).
 */
const Box = styled.figure`
  display: none;
  margin: 0;

  @media ${DESKTOP_QUERY} {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${space.lg};
  }
  & > div {
    width: ${CODE_PX + 24}px;
    height: ${CODE_PX + 24}px;
    padding: 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    /* A QR code reads dark on light, whatever the theme. */
    background: #fff;
  }
  & svg {
    display: block;
    width: ${CODE_PX}px;
    height: ${CODE_PX}px;
    color: #000;
    shape-rendering: crispEdges;
  }
  & > figcaption {
    display: grid;
    gap: ${space.xs};
    max-width: 32ch;
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
  }
  & > figcaption > strong {
    color: ${color.text};
    font-size: ${font.size.md};
  }
`;

/** The code for `url`, worked out (and its encoder downloaded) only while the desktop layout shows. */
function useDesktopQr(url: string): { size: number; path: string } | null {
  const [code, setCode] = useState<{ url: string; size: number; path: string } | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    let cancelled = false;
    const load = () => {
      if (!query.matches) return;
      query.removeEventListener('change', load);
      import('./qrPath')
        .then((qr) => qr.qrDrawing(url))
        .then(
          (drawing) => !cancelled && setCode({ url, ...drawing }),
          // No code is no harm: the button beside it opens the store.
          () => undefined,
        );
    };
    load();
    query.addEventListener('change', load);
    return () => {
      cancelled = true;
      query.removeEventListener('change', load);
    };
  }, [url]);
  return code?.url === url ? code : null;
}

/**
 * "Scan to get the app": a QR code of the store page for a visitor on a computer, generated in the page
 * (no picture from another site). Drawn on the desktop layout only.
 */
export function StoreQrCode({ url }: { url: string }) {
  const t = useText();
  const code = useDesktopQr(url);
  return (
    <Box data-store-qr="">
      <div>
        {code && (
          <svg
            role="img"
            aria-label={t('site.qrLabel')}
            viewBox={`0 0 ${code.size} ${code.size}`}
            data-qr-code=""
          >
            <path d={code.path} fill="currentColor" />
          </svg>
        )}
      </div>
      <figcaption>
        <strong>{t('site.qrTitle')}</strong>
        <span>{t('site.qrHint')}</span>
      </figcaption>
    </Box>
  );
}
