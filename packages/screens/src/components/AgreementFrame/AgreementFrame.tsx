import { useId, useState, type HTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import { styled } from 'styled-components';
import { color, font, radius, safeArea, space } from '../../theme/tokens';
import { useText } from '../../i18n/LocaleProvider';
import { safeHttpUrl } from './safeUrl';

export interface AgreementFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onLoad'> {
  /** The agreement's address from the server; only absolute http(s) URLs are loaded. */
  url: string;
  /** The agreement's name, shown as a heading and naming the frame for screen readers. */
  title: string;
  /** Level of the title heading, to fit the page's outline. */
  headingLevel?: 1 | 2 | 3;
  /** No heading of its own, where the title already shows just above (a dialog's title). */
  hideHeading?: boolean;
  /** Called once the agreement has loaded. */
  onLoad?: () => void;
}

/**
 * The frame may keep the agreement's own origin (so its stylesheets, fonts and images load as usual)
 * but may never run scripts: with both allow-scripts and allow-same-origin a same-origin page could
 * script its way out of the sandbox. Without allow-forms, allow-popups and allow-top-navigation it
 * also cannot submit forms, open windows or navigate the app away.
 */
export const AGREEMENT_SANDBOX = 'allow-same-origin';

// Fills the space it is given: place it in a flex column with a height (a full-height page, a modal).
const Root = styled.section`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  min-width: 0;
  background: ${color.surface};
  padding-bottom: ${safeArea.bottom};
`;

const Heading = styled.h2`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border-bottom: 1px solid ${color.border};
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const FrameBox = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 240px;
`;

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${color.surface};
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  background: ${color.surface};
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

const Refused = styled.div`
  display: flex;
  gap: ${space.md};
  align-items: flex-start;
  margin: ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color['warning-soft']};
  color: ${color.text};
  font-size: ${font.size.md};

  & > svg {
    flex: none;
    width: 24px;
    height: 24px;
    color: ${color.warning};
  }
`;

/** A server-given agreement page in a sandboxed frame, or a clear message when its link is unsafe. */
export function AgreementFrame({
  url,
  title,
  headingLevel = 2,
  hideHeading = false,
  onLoad,
  ...rest
}: AgreementFrameProps) {
  const t = useText();
  const headingId = useId();
  const src = safeHttpUrl(url);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loading = src !== null && loadedSrc !== src;

  return (
    <Root
      aria-labelledby={hideHeading ? undefined : headingId}
      aria-label={hideHeading ? title : undefined}
      {...rest}
    >
      {!hideHeading && (
        <Heading as={`h${headingLevel}`} id={headingId}>
          {title}
        </Heading>
      )}
      {src === null ? (
        <Refused>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3 2.5 20h19z" />
            <path d="M12 10v4.5M12 17.5v.01" />
          </svg>
          <p>{t('agreement.unsafeUrl')}</p>
        </Refused>
      ) : (
        <FrameBox>
          <Frame
            // A new address is a new document: start over with the loading state.
            key={src}
            src={src}
            title={t('agreement.frameTitle', { title })}
            sandbox={AGREEMENT_SANDBOX}
            referrerPolicy="no-referrer"
            onLoad={() => {
              setLoadedSrc(src);
              onLoad?.();
            }}
          />
          {loading && (
            <Loading role="status">
              <Spinner />
              {t('common.loading')}
            </Loading>
          )}
        </FrameBox>
      )}
    </Root>
  );
}
