import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, type Locale, type Market } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PaywayPage from './PaywayPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { locationOf, scenarioBackends, withLocationProbe } from './pageStoryLocation';
import { keepPayment, readPayment } from './payway/paywayRecord';

const bridge = recordingBridge();
const ORDER = '10001';
/** The order's first pending instalment in each market's mock plan (what the instalment page would send). */
const AMOUNT: Record<Market, string> = { IN: '1818', ID: '522750' };
const marketOf = (locale: unknown): Market => (locale === 'id' ? 'ID' : 'IN');
const url =
  (hash = '#/') =>
  (locale: Locale) =>
    `/payway?orderId=${ORDER}&amount=${AMOUNT[marketOf(locale)]}${hash}`;
/** A backend of its own per scenario, each back to its seed before every story. */
const { backend, reset: resetBackends, storeOf } = scenarioBackends();
const page = (hash?: string) => ({ page: { url: url(hash), bridge } });

/** The page with its address beside it, to follow hash changes. */
const PageWithLocation = withLocationProbe(PaywayPage);
const hashOf = (canvasElement: HTMLElement) => locationOf(canvasElement).hash;

/** Steps that go through the mock backend may take a while on a busy machine. */
const WAIT = { timeout: 5000 };

/** The real /payway container against the mock backend. */
const meta = {
  title: 'App/Card repayment page',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: () => {
    clearBridge(bridge);
    resetBackends();
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('loan-h5:payway:')) sessionStorage.removeItem(key);
  },
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The story's backend: its store, the calls it answered, the repayments it counts as paid. */
function backendOf(context: PlayContext) {
  const store = storeOf(context);
  return {
    store,
    callsTo: (endpoint: string) => store.calls.filter((c) => c.endpoint === endpoint),
    paidRecords: (locale: unknown) =>
      [...store.for(marketOf(locale)).repayments.values()].filter((r) => r.paid),
  };
}

async function chooseFirstCardAndPay({ canvasElement, globals }: PlayContext) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  const group = await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT);
  await userEvent.click(within(group).getAllByRole('radio')[0]!);
  await userEvent.click(canvas.getByRole('button', { name: t('payway.pay') }));
}

const codeField = async ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).findByRole('textbox', { name: storyText({ globals })('payway.codeLabel') }, WAIT);

/** The card list from repayment-way: the amount from the address, the cards as a radio group, nothing chosen. */
export const CardList: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const market = marketOf(globals.locale);
    const group = await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT);
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvasElement.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(AMOUNT[market], market),
    );
    await expect(bridge.startBank).toHaveBeenCalledTimes(1);
    // The server's logo for the first card (an absolute http address), the neutral bank icon for the other.
    const badges = [...group.querySelectorAll('[data-logo]')];
    await expect(badges.map((b) => b.getAttribute('data-logo'))).toEqual(['image', 'icon']);
    await expect(badges[0]!.querySelector('img')?.getAttribute('src')).toMatch(
      /^http:\/\/.+\/mock-assets\/banks\//,
    );
  },
};

/**
 * The whole card payment: the flow opens the app's bank dialog; Pay commits once (sendMsg 0); a wrong code
 * says "Wrong verification code"; the right one pays; the result shows the amount and the card, and the bank
 * dialog is closed (endBank).
 */
export const PayWithSmsCode: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo, paidRecords } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const market = marketOf(globals.locale);
    await chooseFirstCardAndPay(context);
    const field = await codeField(context);
    await expect(bridge.startBank).toHaveBeenCalledTimes(1);
    await expect(callsTo('repayment-commit')).toHaveLength(1);
    await expect(callsTo('repayment-commit')[0]!.payload).toMatchObject({
      sendMsg: '0',
      amount: AMOUNT[market],
      orderId: ORDER,
    });
    await expect(
      canvas.getByRole('button', { name: t('countdown.resendIn', { seconds: 60 }) }),
    ).toBeVisible();

    await userEvent.click(field);
    await userEvent.paste('000000');
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-code-message]')).toHaveTextContent(t('payway.wrongCode')),
      WAIT,
    );
    await expect(paidRecords(globals.locale)).toHaveLength(0);
    await expect(bridge.endBank).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.paste(store.smsCode);
    await userEvent.click(canvas.getByRole('button', { name: t('payway.confirm') }));
    await expect(await canvas.findByRole('heading', { name: t('payway.paidTitle') }, WAIT)).toBeVisible();
    await expect(hashOf(canvasElement)).toBe(`#/borrowDetail/${ORDER}`);
    await expect(canvasElement.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(AMOUNT[market], market),
    );
    await expect(bridge.endBank).toHaveBeenCalledTimes(1);
    await expect(paidRecords(globals.locale)).toHaveLength(1);
    await expect(callsTo('repayment-commit')).toHaveLength(1);
  },
};

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

/** Without the SMS step (needValid 0) the commit pays: straight to the result. */
export const WithoutSmsStep: Story = {
  parameters: backend('needValid:0'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { callsTo } = backendOf(context);
    const t = storyText({ globals });
    await chooseFirstCardAndPay(context);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('payway.paidTitle') }, WAIT),
    ).toBeVisible();
    await expect(callsTo('repayment-confirm')).toHaveLength(0);
    await expect(bridge.endBank).toHaveBeenCalledTimes(1);
  },
};

/** A refused commit: its message, nothing paid, Pay again possible. */
export const CommitRefused: Story = {
  parameters: backend('code:repayment-commit:01:Card blocked by the bank|Kartu diblokir oleh bank'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await chooseFirstCardAndPay(context);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        globals.locale === 'id' ? 'Kartu diblokir oleh bank' : 'Card blocked by the bank',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('payway.pay') })).toBeVisible();
    await expect(readPayment(ORDER)).toBeNull();
  },
};

/** No card yet: the empty state (no Pay); Add a bank card opens the bind screen. */
export const NoCards: Story = {
  parameters: backend('empty:repayment-way'),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('payway.emptyTitle'), undefined, WAIT)).toBeVisible();
    // An empty state, not a refusal: no Pay, one "Add a bank card" as the way on.
    await expect(canvas.queryByRole('button', { name: t('payway.pay') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payway.addCard') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('payway.bindTitle') }, WAIT),
    ).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/addnormalcard');
  },
};

/** The card list fails: "Could not load your cards"; Try again loads it. */
export const CardsFail: Story = {
  parameters: backend('server-error:repayment-way'),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent(t('payway.loadFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** Binding a card: the number in groups of 4, Add card binds it once, and back on the list it is chosen. */
export const BindThenChosen: Story = {
  parameters: page('#/addnormalcard'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { callsTo } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const bank = await canvas.findByRole('combobox', { name: t('payway.bank') }, WAIT);
    await userEvent.selectOptions(bank, within(bank).getAllByRole('option')[1]!);
    await userEvent.click(canvas.getByRole('textbox', { name: t('payway.cardNumber') }));
    await userEvent.paste('4111111111111111');
    await expect(canvas.getByRole('textbox', { name: t('payway.cardNumber') })).toHaveValue(
      '4111 1111 1111 1111',
    );
    await userEvent.click(canvas.getByRole('textbox', { name: t('payway.holderName') }));
    await userEvent.paste('Budi Santoso');
    await userEvent.click(canvas.getByRole('textbox', { name: t('payway.phone') }));
    await userEvent.paste('081234567890');
    const add = canvas.getByRole('button', { name: t('payway.bindSubmit') });
    add.click();
    add.click();
    const group = await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT);
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[2]).toBeChecked();
    await expect(radios[2]).toHaveAccessibleName(/1111$/);
    await expect(callsTo('bind-card')).toHaveLength(1);
    await expect(callsTo('bind-card')[0]!.payload).toMatchObject({ cardNo: '4111111111111111' });
  },
};

/** The provider's address is not http(s): refused in words, nothing opened. */
export const RedirectRefused: Story = {
  parameters: { ...page('#/alipayrepayment'), ...backend('unsafeUrls') },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      t('payway.redirectRefusedTitle'),
    );
    await expect(bridge.openPage).not.toHaveBeenCalled();
  },
};

/**
 * An http(s) provider address is opened through the app. Opened directly, the redirect page does not start
 * the app's bank dialog: nothing on it could end it (no startBank without its endBank).
 */
export const RedirectOpens: Story = {
  parameters: page('#/alipayrepayment'),
  play: async () => {
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1), WAIT);
    await expect(bridge.openPage.mock.calls[0]![0]).toMatch(/^http:\/\/.+\/payway.*#\/borrowDetail\/10001$/);
    await expect(bridge.startBank).not.toHaveBeenCalled();
    await expect(bridge.endBank).not.toHaveBeenCalled();
  },
};

/**
 * While the bank's page is being fetched: "Taking you to your bank…" with Cancel; Cancel goes back to the
 * cards and nothing is opened afterwards.
 */
export const RedirectCancelled: Story = {
  parameters: { ...page('#/alipayrepayment'), ...backend('slow:repayment-huichao:1500') },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('payway.redirecting') }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.cancel') }));
    await expect(await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT)).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(bridge.openPage).not.toHaveBeenCalled();
  },
};

/**
 * The result page without a confirmation kept on this phone: "submitted", never "paid"; opened directly, it
 * starts no bank dialog.
 */
export const ResultNotConfirmedHere: Story = {
  parameters: page(`#/borrowDetail/${ORDER}`),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('payway.unknownTitle') }, WAIT)).toBeVisible();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    // Opened directly (the provider's page came back here): no bank dialog started that nothing would end.
    await expect(bridge.startBank).not.toHaveBeenCalled();
    await expect(bridge.endBank).not.toHaveBeenCalled();
  },
};

/**
 * The result page with a payment this phone sent but never heard back about: "submitted" (never "paid"),
 * with the amount and the server's reference it kept.
 */
export const ResultSubmittedKept: Story = {
  parameters: page(`#/borrowDetail/${ORDER}`),
  beforeEach: (context) => {
    const market = marketOf(context.globals.locale);
    const card = storeOf(context).for(market).bankCards[0]!;
    keepPayment({
      orderId: ORDER,
      amount: AMOUNT[market],
      card: { ...card, id: String(card.id), logo: card.bankLogo ?? '' },
      repayToken: 'rt-kept',
      phase: 'confirming',
      commitKey: 'commit-kept',
      confirmKey: 'confirm-kept',
      recordId: 'RR-SENT',
    });
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const market = marketOf(globals.locale);
    await expect(await canvas.findByRole('heading', { name: t('payway.unknownTitle') }, WAIT)).toBeVisible();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    const receipt = canvasElement.querySelector('[data-receipt]');
    await expect(receipt).toHaveTextContent(formatMoney(AMOUNT[market], market).replace(/\u00a0/g, ' '));
    await expect(receipt).toHaveTextContent('RR-SENT');
    await expect(receipt).not.toHaveTextContent(t('payway.resultCard'));
  },
};
