import { useRef } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayDeadline, usePayDeadline } from '../../components/PayDeadline';
import { PaymentSteps } from '../../components/PaymentSteps';
import { WholeAmount } from '../../components/WholeAmount';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';

export interface PaymentInstructionsScreenProps {
  /** The payment's reference number; null when the page was opened without a usable one. */
  reference: string | null;
  /** The amount: numeric text; null when unknown (the steps then say "the amount of your bill"). */
  amount: string | null;
  /**
   * Until when the reference takes payments: a server date-time in the market's clock ("2025-06-03
   * 23:59:59") or a Unix timestamp. Empty or unreadable: no deadline and no countdown.
   */
  expiry?: string;
  /** The clock (epoch ms) the countdown runs on; injectable for tests and stories. */
  now?: () => number;
  onBack?: () => void;
  /** How the reference is copied; the Clipboard API with the old-webview fallback by default. */
  copy?: (text: string) => Promise<boolean>;
  onCopied?: (copied: boolean) => void;
}

const ReferenceCard = styled(Card)`
  align-items: center;
  text-align: center;
  gap: ${space.sm};

  & > p {
    margin: 0;
  }
`;

const Label = styled.h2`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.regular};
  line-height: ${font.lineHeight.normal};
`;

const Reference = styled.p`
  color: ${color.text};
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
  letter-spacing: 0.04em;
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
  user-select: text;
  -webkit-user-select: text;
`;

const AmountBlock = styled.div`
  align-self: stretch;
  margin-top: ${space.sm};
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};

  & > p {
    margin: 0;
  }
`;

const Amount = styled.p`
  font-size: ${font.size.amount};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

const Note = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

/**
 * How to pay a provider's bill (/dragonpayPaymentInstructions): the reference number with a copy button,
 * the amount, the deadline with the time left (when known), and numbered steps over the counter and by
 * online banking. Without a reference the page says
 * so instead of showing steps that cannot be followed.
 */
export function PaymentInstructionsScreen({
  reference,
  amount,
  expiry = '',
  now,
  onBack,
  copy,
  onCopied,
}: PaymentInstructionsScreenProps) {
  const t = useText();
  const { money } = useFormat();
  const deadline = usePayDeadline(expiry, now);
  const referenceRef = useRef<HTMLParagraphElement>(null);
  const navBar = <NavBar title={t('repay.instructionsTitle')} onBack={onBack} />;

  if (!reference) {
    return (
      <Page navBar={navBar}>
        <EmptyState
          role="alert"
          kind="error"
          text={t('repay.instructions.missingTitle')}
          description={t('repay.instructions.missingText')}
          actionLabel={onBack ? t('common.back') : undefined}
          onAction={onBack}
        />
      </Page>
    );
  }

  const shownAmount = amount ? money(amount) : null;
  const refno = reference;
  return (
    <Page navBar={navBar}>
      <ReferenceCard as="section" aria-label={t('repay.instructions.refno')}>
        <Label>{t('repay.instructions.refno')}</Label>
        <Reference ref={referenceRef} data-reference="">
          {reference}
        </Reference>
        <CopyButton
          text={reference}
          label={t('repay.instructions.copyRefno')}
          selectOnFail={referenceRef}
          copy={copy}
          onCopied={onCopied}
        />
        {shownAmount && (
          <AmountBlock aria-label={t('repay.instructions.amount')}>
            <Label as="p">{t('repay.instructions.amount')}</Label>
            <Amount data-amount="">
              <WholeAmount>{shownAmount}</WholeAmount>
            </Amount>
          </AmountBlock>
        )}
        {deadline && (
          <PayDeadline
            view={deadline}
            expiredText={t('repay.instructions.expired')}
            action={onBack ? { label: t('common.back'), onClick: onBack } : undefined}
          />
        )}
      </ReferenceCard>
      <Note>{t('repay.instructions.intro')}</Note>
      <PaymentSteps
        title={t('repay.instructions.otcTitle')}
        headingLevel={2}
        steps={[
          t('repay.instructions.otc1'),
          t('repay.instructions.otc2', { refno }),
          shownAmount
            ? t('repay.instructions.otc3', { amount: shownAmount })
            : t('repay.instructions.otc3NoAmount'),
          t('repay.instructions.otc4'),
        ]}
      />
      <PaymentSteps
        title={t('repay.instructions.onlineTitle')}
        headingLevel={2}
        steps={[
          t('repay.instructions.online1'),
          t('repay.instructions.online2'),
          shownAmount
            ? t('repay.instructions.online3', { refno, amount: shownAmount })
            : t('repay.instructions.online3NoAmount', { refno }),
          t('repay.instructions.online4'),
        ]}
      />
      <Note>{t('repay.instructions.note')}</Note>
    </Page>
  );
}
