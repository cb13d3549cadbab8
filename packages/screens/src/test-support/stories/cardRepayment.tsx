// The Repay/Card repayment stories' cards, clock and screen wrapper, shared by
// screens/CardRepayment/CardRepaymentScreen*.stories.tsx (excluded from the published package).
import { fn } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import {
  CardRepaymentScreen,
  type CardPayStep,
  type PaymentCard,
} from '../../screens/CardRepayment/CardRepaymentScreen';

/** A fixed clock: the countdown shows the same second in every run and screenshot. */
export const NOW = Date.UTC(2026, 2, 11, 7, 0, 0);
export const clock = () => NOW;

/** A logo as the server sends it: an absolute http(s) address (here Storybook's own origin). */
export const logo = (file: string) => new URL(`/mock-assets/banks/${file}`, document.baseURI).href;

/** The first card has the server's logo; the second none; the third a logo that is not http(s). */
export const CARDS: Record<Market, PaymentCard[]> = {
  ID: [
    { id: 'card-1', bankName: 'BCA', cardNo: '5210 **** **** 6789', logo: logo('bca.svg') },
    { id: 'card-2', bankName: 'Mandiri', cardNo: '4617 **** **** 2045' },
    {
      id: 'card-3',
      bankName: 'Bank Rakyat Indonesia',
      cardNo: '6013 **** **** 5531',
      logo: 'javascript:alert(1)',
    },
  ],
  IN: [
    { id: 'card-1', bankName: 'HDFC Bank', cardNo: '4386 **** **** 4321', logo: logo('hdfc.svg') },
    { id: 'card-2', bankName: 'State Bank of India', cardNo: '6521 **** **** 1187' },
    { id: 'card-3', bankName: 'Axis Bank', cardNo: '5326 **** **** 9902', logo: 'data:image/svg+xml,<svg/>' },
  ],
};
export const AMOUNT: Record<Market, string> = { ID: '1568250', IN: '1816.67' };

interface StoryArgs {
  load?: 'ready' | 'loading' | 'error';
  noCards?: boolean;
  step?: CardPayStep;
  defaultSelectedCardId?: string | null;
  defaultCode?: string;
  otherWay?: boolean;
  working?: boolean;
  onPay: (cardId: string) => void;
  onResend: () => void;
  onConfirm: (code: string) => void;
  onCheckAgain: () => void;
  onAddCard: () => void;
  onOtherWay: () => void;
  onRetry: () => void;
  onBack: () => void;
  onSelectedCardChange: (id: string) => void;
}

export function LocalisedCardRepayment({
  load = 'ready',
  noCards,
  step = { kind: 'choose' },
  onRetry,
  ...args
}: StoryArgs) {
  const { market } = useLocale();
  if (load === 'loading') return <CardRepaymentScreen status="loading" onBack={args.onBack} />;
  if (load === 'error') return <CardRepaymentScreen status="error" onRetry={onRetry} onBack={args.onBack} />;
  return (
    <CardRepaymentScreen
      status="ready"
      amount={AMOUNT[market]}
      cards={noCards ? [] : CARDS[market]}
      step={step}
      now={clock}
      {...args}
    />
  );
}

/** The meta args of every Repay/Card repayment stories file (fresh spies for each). */
export const cardRepaymentArgs = () => ({
  otherWay: true,
  onPay: fn(),
  onResend: fn(),
  onConfirm: fn(),
  onCheckAgain: fn(),
  onAddCard: fn(),
  onOtherWay: fn(),
  onRetry: fn(),
  onBack: fn(),
  onSelectedCardChange: fn(),
});
