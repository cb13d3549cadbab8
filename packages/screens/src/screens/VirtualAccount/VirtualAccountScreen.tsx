import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { ServiceHelp } from '../../components/ServiceHelp';
import { LoadErrorPage } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
// The steps are in the page's first load: fetched after it, they arrived after the code to pay and pushed the
// help section down (a layout shift), or held the whole page back, and their text is the page's largest paint.
import { PaymentSteps, type PaymentStepGroup } from '../../components/PaymentSteps';
import { usePayDeadline } from '../../components/PayDeadline';
import { PageSkeleton } from '../../components/Skeleton';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { VirtualAccountCode } from './VirtualAccountCode';
import { VirtualAccountTotal } from './VirtualAccountTotal';

/** The code to pay as `generate-vcode` gives it (the api's `VirtualAccount`, with the method's name). */
export interface VirtualAccountBill {
  /** The virtual account number (bank) or payment code (mini market), as the server sends it. */
  code: string;
  /** The total: numeric text, e.g. '1568250'. */
  amount: string;
  /** The bill's number; empty: not shown. */
  billNo: string;
  payType: 'bank' | 'market';
  /** Where the borrower pays: the bank or the mini market's pay code ('BCA', 'ALFAMART'; shown as 'Alfamart'). */
  method: string;
  /**
   * Until when the code takes payments: a server date-time in the market's clock or a Unix timestamp.
   * Empty (or unreadable) when the server sends none: then no deadline and no countdown.
   */
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
  /** The complaint shortcut to customer service, beside the call button (shown whenever it is given). */
  onComplaint?: () => void;
  /** The code expired: ask for a new one (without it the expiry is said with no button). */
  onRenewCode?: () => void;
  /** The clock (epoch ms) the countdown runs on; injectable for tests and stories. */
  now?: () => number;
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
        /** The way back to the bill (an address without a usable amount): "Back to my bill". */
        onBackToBill?: () => void;
      }
  );

/**
 * Paying by virtual account (spec screen 14, "Pelunasan"): the code to pay to, large and in groups, with a
 * copy button; the deadline with a live countdown (and a new code once it expired); the total with its own
 * copy button and the bill number; where it is paid and a way to change that; the payment steps (per
 * channel for a bank, one list for a mini market); customer service (call, complaints); and "I have paid",
 * whose tip says a payment can take a few minutes to show.
 */
export function VirtualAccountScreen(props: VirtualAccountScreenProps) {
  const t = useText();
  const title = <NavBar title={t('repay.vaTitle')} onBack={props.onBack} />;

  if (props.status === 'loading')
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
  if (props.status === 'error') {
    const { onBackToBill } = props;
    return (
      <LoadErrorPage
        navBar={title}
        offline={props.offline}
        message={props.message}
        onRetry={props.onRetry}
        secondaryAction={
          onBackToBill ? (
            <Button variant={props.onRetry ? 'secondary' : 'primary'} onClick={onBackToBill}>
              {t('repay.va.backToBill')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <VirtualAccountReady {...props} navBar={title} />;
}

function VirtualAccountReady({
  bill,
  navBar,
  onChangeMethod,
  onCallService,
  onComplaint,
  onRenewCode,
  now,
  tipOpen,
  defaultTipOpen = false,
  onTipOpenChange,
  copy,
  onCopied,
}: VirtualAccountCallbacks & { bill: VirtualAccountBill; navBar: ReactNode }) {
  const t = useText();
  const [tip, setTip] = useControllableState(tipOpen, defaultTipOpen, onTipOpenChange);
  const deadline = usePayDeadline(bill.expiryTime, now);
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
      <VirtualAccountCode
        code={bill.code}
        payType={bill.payType}
        method={bill.method}
        deadline={deadline}
        onChangeMethod={onChangeMethod}
        onRenewCode={onRenewCode}
        copy={copy}
        onCopied={onCopied}
      />
      <VirtualAccountTotal amount={bill.amount} billNo={bill.billNo} copy={copy} onCopied={onCopied} />

      {hasSteps &&
        (steps.kind === 'bank' ? (
          <PaymentSteps title={t('repay.va.stepsTitle')} headingLevel={2} groups={steps.groups} />
        ) : (
          <PaymentSteps title={t('repay.va.stepsTitle')} headingLevel={2} steps={steps.steps} />
        ))}

      <ServiceHelp
        heading={t('repay.va.help')}
        phone={bill.telephone.trim()}
        onCall={onCallService}
        complaint={onComplaint ? { label: t('repay.va.complaint'), onClick: onComplaint } : undefined}
      />

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
