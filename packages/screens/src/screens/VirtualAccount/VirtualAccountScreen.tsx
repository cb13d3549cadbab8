import { Fragment, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { ServiceHelp } from '../../components/ServiceHelp';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { LoadErrorPage } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { PaymentSteps, type PaymentStepGroup } from '../../components/PaymentSteps';
import { PageSkeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useControllableState } from '../../hooks/useControllableState';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import { codeGroups, paymentCode } from './codeGroups';

/** The code to pay as `generate-vcode` gives it (the api's `VirtualAccount`, with the method's name). */
export interface VirtualAccountBill {
  /** The virtual account number (bank) or payment code (mini market), as the server sends it. */
  code: string;
  /** The total: numeric text, e.g. '1568250'. */
  amount: string;
  /** The bill's number; empty: not shown. */
  billNo: string;
  payType: 'bank' | 'market';
  /** Where the borrower pays: the bank or the mini market (e.g. 'BCA', 'ALFAMART'). */
  method: string;
  /** Until when the code takes payments (server date); empty when the server sends none. */
  expiryTime: string;
  /** Bank: steps per channel (ATM, mobile banking …); mini market: one list. Server text. */
  paymentSteps: { kind: 'bank'; groups: PaymentStepGroup[] } | { kind: 'market'; steps: string[] };
  /** Customer service's number (the app passes the server's, else its configured one); empty: no button. */
  telephone: string;
}

interface VirtualAccountCallbacks {
  onBack?: () => void;
  /** Change method: the app opens the method chooser, which comes back here. */
  onChangeMethod?: () => void;
  onCallService?: (phone: string) => void;
  /** The "I have paid" tip is open (controllable; closed by default). */
  tipOpen?: boolean;
  defaultTipOpen?: boolean;
  onTipOpenChange?: (open: boolean) => void;
  /** How the code is copied; the Clipboard API with the old-webview fallback by default. */
  copy?: (text: string) => Promise<boolean>;
  /** After each copy, whether it reached the clipboard. */
  onCopied?: (copied: boolean) => void;
}

export type VirtualAccountScreenProps = VirtualAccountCallbacks &
  (
    | { status: 'ready'; bill: VirtualAccountBill }
    | { status: 'loading' }
    | {
        status: 'error';
        /** Without it there is nothing to try again (the page's address is incomplete). */
        onRetry?: () => void;
        offline?: boolean;
        /** The server's words, or the app's for an incomplete address; shown as text. */
        message?: string;
      }
  );

const CodeCard = styled(Card)`
  align-items: center;
  text-align: center;
`;

const MethodRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.sm};
  align-self: stretch;
  padding-bottom: ${space.sm};
  border-bottom: 1px solid ${color.border};
  text-align: left;

  & > p {
    margin: 0;
    min-width: 0;
    font-weight: ${font.weight.bold};
    overflow-wrap: anywhere;
  }
  /* Stays at the right end, also when it wraps under a long method name. */
  & > button {
    margin-left: auto;
  }
`;

const CodeLabel = styled.h2`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.regular};
  line-height: ${font.lineHeight.normal};
`;

// Groups sit apart by margin, not spaces, and may wrap only between groups (<wbr>): a long press
// selects the code exactly as the bank wants it typed, with no spaces or line breaks in it.
const Code = styled.p`
  margin: 0;
  text-align: center;
  color: ${color.text};
  font-size: 28px;
  font-weight: ${font.weight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  /* Where supported, a code that wraps wraps evenly (2 + 2 groups, not 3 + 1). */
  text-wrap: balance;
  line-height: ${font.lineHeight.tight};
  user-select: text;
  -webkit-user-select: text;
  -webkit-touch-callout: default;

  & > span {
    margin: 0 ${space.xs};
  }
  /* 320 px phones: three groups still fit on one line. */
  @media (max-width: 340px) {
    font-size: 24px;
  }
`;

const Expiry = styled.p`
  margin: 0;
  color: ${color.warning};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const TotalCard = styled(Card)`
  gap: ${space.sm};
`;

const TotalLabel = styled.h2`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.regular};
  line-height: ${font.lineHeight.normal};
`;

const Amount = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

// One row, as DetailRows draws them, without its rules for empty rows (the page's first load stays small).
const BillNo = styled.dl`
  margin: 0;
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.md};
  }
  & dt {
    flex: none;
    color: ${color['text-muted']};
  }
  & dd {
    margin: 0;
    min-width: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

/**
 * Paying by virtual account (spec screen 14, "Pelunasan"): the code to pay to, large and in groups, with a
 * copy button; when it expires; the total and the bill number; where it is paid and a way to change that;
 * the payment steps (per channel for a bank, one list for a mini market); customer service; and "I have
 * paid", whose tip says a payment can take a few minutes to show.
 */
export function VirtualAccountScreen(props: VirtualAccountScreenProps) {
  const t = useText();
  const title = <NavBar title={t('repay.vaTitle')} onBack={props.onBack} />;

  if (props.status === 'loading') {
    return (
      <PageSkeleton
        navBar={title}
        label={t('repay.va.loading')}
        // The code with its method, then the total, then the steps.
        cards={[
          { rows: ['row', 'short', 'amount', 'button', 'short'], align: 'center' },
          { rows: ['short', 'amount', 'pair'] },
          { rows: ['title', 'step', 'step', 'step'] },
        ]}
      />
    );
  }
  if (props.status === 'error') {
    return (
      <LoadErrorPage navBar={title} offline={props.offline} message={props.message} onRetry={props.onRetry} />
    );
  }
  return <VirtualAccountReady {...props} navBar={title} />;
}

function VirtualAccountReady({
  bill,
  navBar,
  onChangeMethod,
  onCallService,
  tipOpen,
  defaultTipOpen = false,
  onTipOpenChange,
  copy,
  onCopied,
}: VirtualAccountCallbacks & { bill: VirtualAccountBill; navBar: ReactNode }) {
  const t = useText();
  const { money, dateTime } = useFormat();
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [tip, setTip] = useControllableState(tipOpen, defaultTipOpen, onTipOpenChange);
  const groups = codeGroups(bill.code);
  const codeLabel = t(bill.payType === 'bank' ? 'repay.va.codeBank' : 'repay.va.codeMarket');
  const expiry = bill.expiryTime.trim();
  const phone = bill.telephone.trim();
  const steps = bill.paymentSteps;
  const hasSteps = steps.kind === 'bank' ? steps.groups.length > 0 : steps.steps.length > 0;

  return (
    <Page
      navBar={navBar}
      bottomBar={
        <BottomBar>
          <Button onClick={() => setTip(true)}>{t('repay.va.paid')}</Button>
        </BottomBar>
      }
    >
      <CodeCard as="section" aria-label={codeLabel} data-pay-type={bill.payType}>
        {(bill.method || onChangeMethod) && (
          <MethodRow>
            <p>{bill.method && t('repay.va.payAt', { method: bill.method })}</p>
            {onChangeMethod && (
              <Button variant="text" onClick={onChangeMethod}>
                {t('repay.va.changeMethod')}
              </Button>
            )}
          </MethodRow>
        )}
        <CodeLabel>{codeLabel}</CodeLabel>
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
        <CopyButton
          text={paymentCode(bill.code)}
          label={t('repay.va.copyCode')}
          selectOnFail={codeRef}
          copy={copy}
          onCopied={onCopied}
        />
        {expiry && <Expiry data-expiry="">{t('repay.va.payBefore', { time: dateTime(expiry) })}</Expiry>}
      </CodeCard>

      <TotalCard as="section" aria-label={t('repay.va.total')}>
        <TotalLabel>{t('repay.va.total')}</TotalLabel>
        <Amount data-amount="">{money(bill.amount)}</Amount>
        {bill.billNo.trim() && (
          <BillNo>
            <div>
              <dt>{t('repay.va.billNo')}</dt>
              <dd>{bill.billNo}</dd>
            </div>
          </BillNo>
        )}
      </TotalCard>

      {hasSteps &&
        (steps.kind === 'bank' ? (
          <PaymentSteps title={t('repay.va.stepsTitle')} headingLevel={2} groups={steps.groups} />
        ) : (
          <PaymentSteps title={t('repay.va.stepsTitle')} headingLevel={2} steps={steps.steps} />
        ))}

      <ServiceHelp heading={t('repay.va.help')} phone={phone} onCall={onCallService} />

      <Modal
        open={tip}
        onClose={() => setTip(false)}
        title={t('repay.va.tipTitle')}
        footer={<Button onClick={() => setTip(false)}>{t('repay.va.tipOk')}</Button>}
      >
        {t('repay.va.tipText')}
      </Modal>
    </Page>
  );
}
