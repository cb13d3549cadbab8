import { useState } from 'react';
import { styled } from 'styled-components';
import { safeHttpUrl } from '../../components/AgreementFrame/safeUrl';
import { color, radius } from '../../theme/tokens';

const Badge = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: 40px;
  height: 28px;
  border-radius: ${radius.sm};

  &[data-logo='icon'] {
    background: ${color.page};
    box-shadow: inset 0 0 0 1px ${color.border};
    color: ${color['text-muted']};
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** One neutral bank for every card without a usable logo: a building with columns, never made-up letters. */
const BANK_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-part="bank-icon">
    <path
      d="M3 9.5L12 4l9 5.5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3.5 20h17"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A card's bank badge: the server's logo when it sent an http(s) address that loads, otherwise the neutral
 * bank icon. Decorative: the bank's name is written beside it.
 */
export function BankBadge({ logo }: { logo?: string }) {
  const url = safeHttpUrl(logo);
  // Remembers which address failed, so a new one gets a fresh try.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && url !== failed ? url : null;
  return (
    <Badge data-logo={shown ? 'image' : 'icon'} aria-hidden="true">
      {shown ? <img src={shown} alt="" decoding="async" onError={() => setFailed(shown)} /> : BANK_ICON}
    </Badge>
  );
}
