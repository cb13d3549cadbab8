import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import { readPayment } from './payway/paywayRecord';
import {
  AMOUNT,
  backend,
  backendOf,
  bridge,
  chooseFirstCardAndPay,
  codeField,
  hashOf,
  marketOf,
  ORDER,
  page,
  PageWithLocation,
  resetPaywayStory,
  WAIT,
} from './PaywayPage.storyKit';

/** The real /payway container against the mock backend: the cards, paying, binding a card. Lost replies and reloads: PaywayPage.retries.stories.tsx; the provider redirect and the result page: PaywayPage.redirectAndResult.stories.tsx. */
const meta = {
  title: 'App/Card repayment page',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetPaywayStory,
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

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
