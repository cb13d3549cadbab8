import { Fragment, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { PayDeadline, type PayDeadlineView } from '../../components/PayDeadline';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import { channelName } from './channelName';
import { codeGroups, paymentCode } from './codeGroups';

export interface VirtualAccountCodeProps {
  code: string;
  payType: 'bank' | 'market';
  /** The pay code or name of where it is paid ('ALFAMART'): shown by its display name. */
  method: string;
  /** The live deadline; null: the server sent none (no line at all). */
  deadline: PayDeadlineView | null;
  onChangeMethod?: () => void;
  onRenewCode?: () => void;
  copy?: (text: string) => Promise<boolean>;
  onCopied?: (copied: boolean) => void;
}

const CodeCard = styled(Card)`
  align-items: center;
  text-align: center;

  &[data-expired] [data-code] {
    color: ${color['text-muted']};
    text-decoration: line-through;
  }
`;

// One line: the method's name takes what is left and wraps inside itself; "Change method" keeps its place
// at the right end of the header line, also at 320 px and with a long bank name.
const MethodRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  align-self: stretch;
  padding-bottom: ${space.sm};
  border-bottom: 1px solid ${color.border};
  text-align: left;

  & > p {
    flex: 1 1 auto;
    margin: 0;
    min-width: 0;
    font-weight: ${font.weight.bold};
    overflow-wrap: anywhere;
  }
  & > button {
    flex: none;
    margin-left: auto;
    white-space: nowrap;
  }
`;

const CodeLabel = styled.h2`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.regular};
  line-height: ${font.lineHeight.normal};
`;

// Groups sit apart by margin, not spaces, and may wrap only between groups (<wbr>): a long press selects
// the code exactly as the bank wants it typed. The size follows the phone's width so a 16-digit code
// (4-4-4-4) stays on one line at 320 px; longer codes wrap between groups.
const Code = styled.p`
  margin: 0;
  text-align: center;
  color: ${color.text};
  /* 16 bold digits and three gaps fit the card's 256 px at 320 (19.8 px there, 22 px at 360). */
  font-size: clamp(18px, 6.2vw, 28px);
  font-weight: ${font.weight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.01em;
  text-wrap: balance;
  line-height: ${font.lineHeight.tight};
  user-select: text;
  -webkit-user-select: text;
  -webkit-touch-callout: default;

  & > span {
    white-space: nowrap;
  }
  /* Not span + span: a <wbr> stands between the groups. */
  & > span ~ span {
    margin-left: 0.3em;
  }
`;

/**
 * The code card of /that: where it is paid with "Change method" on the same line, the code in groups with
 * Copy code, and the deadline with the time left — or, once it passed, that the code expired and the way
 * to a new one (the expired code is struck through and no longer offered for copying).
 */
export function VirtualAccountCode({
  code,
  payType,
  method,
  deadline,
  onChangeMethod,
  onRenewCode,
  copy,
  onCopied,
}: VirtualAccountCodeProps) {
  const t = useText();
  const codeRef = useRef<HTMLParagraphElement>(null);
  const groups = codeGroups(code);
  const label = t(payType === 'bank' ? 'repay.va.codeBank' : 'repay.va.codeMarket');
  const name = channelName(method);
  const expired = deadline?.state.phase === 'expired';

  return (
    <CodeCard as="section" aria-label={label} data-pay-type={payType} data-expired={expired ? '' : undefined}>
      {(name || onChangeMethod) && (
        <MethodRow>
          <p data-method="">{name && t('repay.va.payAt', { method: name })}</p>
          {onChangeMethod && (
            <Button variant="text" onClick={onChangeMethod}>
              {t('repay.va.changeMethod')}
            </Button>
          )}
        </MethodRow>
      )}
      <CodeLabel>{label}</CodeLabel>
      <Code ref={codeRef} data-code="" aria-hidden="true">
        {groups.map((group, i) => (
          // Groups are positions in one code: their index is their identity.
          <Fragment key={i}>
            {i > 0 && <wbr />}
            <span>{group}</span>
          </Fragment>
        ))}
      </Code>
      {/* Read out in groups, digit runs a screen reader can follow. */}
      <VisuallyHidden>{groups.join(' ')}</VisuallyHidden>
      {!expired && (
        <CopyButton
          text={paymentCode(code)}
          label={t('repay.va.copyCode')}
          selectOnFail={codeRef}
          copy={copy}
          onCopied={onCopied}
        />
      )}
      {deadline && (
        <PayDeadline
          view={deadline}
          expiredText={t('repay.va.expired')}
          action={onRenewCode ? { label: t('repay.va.renew'), onClick: onRenewCode } : undefined}
        />
      )}
    </CodeCard>
  );
}
