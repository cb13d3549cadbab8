import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import { keepPayment, readPayment } from './payway/paywayRecord';
import {
  AMOUNT,
  backend,
  backendOf,
  bridge,
  chooseFirstCardAndPay,
  codeField,
  marketOf,
  ORDER,
  page,
  PageWithLocation,
  resetPaywayStory,
  storeOf,
  WAIT,
} from './PaywayPage.storyKit';

/** The real /payway container against the mock backend: double taps, lost replies, a reload mid-payment. */
const meta = {
  title: 'App/Card repayment page/Retries and reloads',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetPaywayStory,
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two quick taps on Pay while the commit is on its way send one repayment-commit. */
export const DoubleTapOnPay: Story = {
  parameters: backend('slow:repayment-commit:600'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { callsTo } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT);
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    const pay = canvas.getByRole('button', { name: t('payway.pay') });
    // Both taps land on the button itself (the "Loading…" mask would take the second in the app).
    pay.click();
    pay.click();
    await codeField(context);
    await expect(callsTo('repayment-commit')).toHaveLength(1);
  },
};

/**
 * The confirm reply is lost after the server paid: "Payment processing" — neither paid nor failed — and
 * Check again repeats the confirm with the same Idempotency-Key; the server's first answer lands on the
 * result, and the payment was made once.
 */
export const LostConfirmReply: Story = {
  parameters: backend('lost-reply:repayment-confirm'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo, paidRecords } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await chooseFirstCardAndPay(context);
    await userEvent.type(await codeField(context), store.smsCode);
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await waitFor(() => expect(canvas.getByText(t('payway.processingTitle'))).toBeVisible(), WAIT);
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    await expect(canvas.queryByText(t('payway.wrongCode'))).toBeNull();
    await expect(bridge.endBank).not.toHaveBeenCalled();
    // The record kept for a reload names the same request.
    const kept = readPayment(ORDER);
    await expect(kept?.phase).toBe('confirming');

    await userEvent.click(canvas.getByRole('button', { name: t('payway.checkAgain') }));
    await expect(await canvas.findByRole('heading', { name: t('payway.paidTitle') }, WAIT)).toBeVisible();
    const confirms = callsTo('repayment-confirm');
    await expect(confirms).toHaveLength(2);
    await expect(confirms[1]!.idempotencyKey).toBe(confirms[0]!.idempotencyKey);
    await expect(confirms[0]!.idempotencyKey).toBe(kept?.confirmKey);
    await expect(paidRecords(globals.locale)).toHaveLength(1);
    await expect(bridge.endBank).toHaveBeenCalledTimes(1);
  },
};

/**
 * Confirm answered 800005 (the server already has this order's payment: an earlier confirm went through and
 * its answer was lost): "Payment submitted" on the result — never "paid", and no loop of refusals on the code.
 */
export const ConfirmAnsweredDuplicate: Story = {
  parameters: backend('code:repayment-confirm:800005'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await chooseFirstCardAndPay(context);
    await userEvent.type(await codeField(context), store.smsCode);
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await expect(await canvas.findByRole('heading', { name: t('payway.unknownTitle') }, WAIT)).toBeVisible();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    await expect(canvas.queryByText(t('payway.duplicate'))).toBeNull();
    // Kept as submitted, not paid: a reload shows the same, and Check again asks about the same request.
    await expect(readPayment(ORDER)?.phase).toBe('confirming');
    await expect(bridge.endBank).not.toHaveBeenCalled();
  },
};

/** The commit reply is lost: "Payment processing", the cards locked; Check again repeats the same commit and the SMS step follows. */
export const LostCommitReply: Story = {
  parameters: backend('lost-reply:repayment-commit'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await chooseFirstCardAndPay(context);
    await waitFor(() => expect(canvas.getByText(t('payway.processingTitle'))).toBeVisible(), WAIT);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('payway.pay') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payway.checkAgain') }));
    await codeField(context);
    const commits = callsTo('repayment-commit');
    await expect(commits).toHaveLength(2);
    await expect(commits[1]!.idempotencyKey).toBe(commits[0]!.idempotencyKey);
    // One repayment record on the server, not two.
    await expect(store.for(marketOf(globals.locale)).repayments.size).toBe(1);
  },
};

/**
 * Two replies lost in a row: after the first "Payment processing"; Check again is lost too and says there is
 * still no answer (never "failed"); the third try, same key, gets the server's first answer.
 */
export const LostTwice: Story = {
  parameters: backend('lost-reply:repayment-commit:2'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await chooseFirstCardAndPay(context);
    await waitFor(() => expect(canvas.getByText(t('payway.processingTitle'))).toBeVisible(), WAIT);
    await expect(canvas.queryByText(t('payway.stillProcessing'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payway.checkAgain') }));
    await waitFor(() => expect(canvas.getByText(t('payway.stillProcessing'))).toBeVisible(), WAIT);
    await expect(canvas.queryByText(t('payway.processingFailed'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payway.checkAgain') }));
    await codeField(context);
    const keys = callsTo('repayment-commit').map((c) => c.idempotencyKey);
    await expect(keys).toHaveLength(3);
    await expect(new Set(keys).size).toBe(1);
    await expect(store.for(marketOf(globals.locale)).repayments.size).toBe(1);
  },
};

/**
 * A reload during the SMS step: the step, its countdown (42 s left, from the kept deadline) and the record
 * id come back from sessionStorage; nothing is committed again; the kept record id is confirmed.
 */
export const ReloadDuringSmsStep: Story = {
  beforeEach: (context) => {
    const store = storeOf(context);
    const market = marketOf(context.globals.locale);
    store.for(market).repayments.set('RR-KEPT', {
      recordId: 'RR-KEPT',
      orderId: ORDER,
      amount: Number(AMOUNT[market]),
      cardId: 'card-1',
      paid: false,
    });
    const { bankLogo, ...card } = store.for(market).bankCards[0]!;
    keepPayment({
      orderId: ORDER,
      amount: AMOUNT[market],
      card: { ...card, id: String(card.id), logo: bankLogo ?? '' },
      repayToken: 'rt-kept',
      phase: 'code',
      commitKey: 'commit-kept',
      recordId: 'RR-KEPT',
      deadline: Date.now() + 42_000,
    });
  },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const field = await codeField(context);
    const counting = [42, 41].map((seconds) => t('countdown.resendIn', { seconds }));
    await expect(canvas.getByRole('button', { name: (name) => counting.includes(name) })).toBeVisible();
    await expect(canvas.getAllByRole('radio')[0]).toBeChecked();
    await expect(callsTo('repayment-commit')).toHaveLength(0);
    await userEvent.type(field, store.smsCode);
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await expect(await canvas.findByRole('heading', { name: t('payway.paidTitle') }, WAIT)).toBeVisible();
    await expect(callsTo('repayment-confirm')[0]!.payload.repaymentRecordId).toBe('RR-KEPT');
    await expect(callsTo('repayment-commit')).toHaveLength(0);
    // The receipt names the payment by the server's reference (its repayment record).
    const receipt = canvasElement.querySelector('[data-receipt]');
    await expect(receipt).toHaveTextContent(t('payway.resultReference'));
    await expect(receipt).toHaveTextContent('RR-KEPT');
  },
};

/** Another card after the code was sent: the code step goes (and is forgotten), Pay is back. */
export const ChangingCardDropsCode: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await chooseFirstCardAndPay(context);
    await codeField(context);
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await expect(canvas.queryByRole('textbox', { name: t('payway.codeLabel') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('payway.pay') })).toBeVisible();
    await expect(readPayment(ORDER)).toBeNull();
  },
};
