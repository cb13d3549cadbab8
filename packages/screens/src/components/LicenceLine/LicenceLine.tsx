import { styled } from 'styled-components';
import { color, font, space } from '../../theme/tokens';

export interface LicenceLineProps {
  /** The licence or registration line from the runtime configuration; empty: nothing is shown. */
  text: string;
  /** `onDark`: on a dark footer or band (muted white). */
  tone?: 'default' | 'onDark';
}

const Line = styled.p`
  display: flex;
  gap: ${space.xs};
  align-items: flex-start;
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-tone='onDark'] {
    color: inherit;
    opacity: 0.85;
  }
  & > svg {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 0.15em;
  }
`;

/**
 * The regulator's licence or registration line (OJK, RBI) as config.js names it, with a drawn shield.
 * DESIGN.md: shown only when configured; we never invent one, so an empty text renders nothing.
 */
export function LicenceLine({ text, tone = 'default' }: LicenceLineProps) {
  const line = text.trim();
  if (!line) return null;
  return (
    <Line data-tone={tone} data-licence-line="">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M8 1.5 2.5 3.5v4c0 3.2 2.3 5.8 5.5 7 3.2-1.2 5.5-3.8 5.5-7v-4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
        <path
          d="m5.5 8 1.8 1.8 3.4-3.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
      <span>{line}</span>
    </Line>
  );
}
