// The journeys that move money: a loan confirmed, instalments and an extension paid by code, a card payment
// with its SMS code.
import type { ChaosJourney, JourneyStep } from './journeyKit';
import { SMS_CODE, shows, enabled, path, byRole, codeMatchesRecord } from './journeyKit';

/** Pay now on a bill: it ends on the payment code page. */
const payNow: JourneyStep = {
  name: 'pay now',
  done: async (page) => path(page) === '/that',
  ready: (page) => enabled(byRole(page, 'button', 'Pay now')),
  act: (page, b) => b.tap(byRole(page, 'button', 'Pay now')),
};

/** A journey that ends on the payment code the record holds (one code: the bill's). */
const endsOnTheCode: Pick<ChaosJourney, 'end' | 'rules' | 'claims' | 'after'> = {
  end: (page) => shows(page.getByRole('region', { name: 'Payment code' })),
  rules: { once: {}, doneClaims: {}, failedClaims: {} },
  claims: {},
  after: (page, record) => codeMatchesRecord(page, record),
};

export const moneyJourneys: ChaosJourney[] = [
  {
    name: 'loan-confirm',
    start: '/loanConfirm?lang=1&productId=2',
    state: '',
    steps: [
      {
        name: 'agree',
        done: async (page) =>
          path(page) !== '/loanConfirm' ||
          (await page
            .getByRole('checkbox')
            .first()
            .isChecked()
            .catch(() => false)),
        ready: (page) => enabled(page.getByRole('checkbox')),
        act: (page) => page.getByRole('checkbox').first().tap({ timeout: 2000 }),
      },
      {
        name: 'confirm',
        done: async (page) => path(page) === '/loanDetails',
        ready: (page) => enabled(byRole(page, 'button', 'Confirm')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Confirm')),
      },
    ],
    end: async (page) =>
      path(page) === '/loanDetails' &&
      (await shows(page.getByRole('heading', { level: 1, name: 'Loan details' }))),
    rules: { once: { 'loan-push': 'distinct' }, doneClaims: { confirmed: 'loan-push' }, failedClaims: {} },
    claims: { confirmed: 'Application under review' },
  },
  {
    name: 'instalments-code',
    start: '/loanDetails?lang=1&productId=2&orderId=10002',
    state: 'orderStatus:174,isScore:0',
    steps: [
      {
        name: 'repay',
        done: async (page) => path(page) !== '/loanDetails',
        ready: (page) => enabled(byRole(page, 'button', 'Repay')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Repay')),
      },
      {
        name: 'three instalments',
        done: async (page) =>
          path(page) === '/that' ||
          (await page
            .getByRole('checkbox', { name: /^Instalment \d+,/ })
            .nth(2)
            .isChecked()
            .catch(() => false)),
        ready: async (page) =>
          path(page) === '/repayPlan' &&
          (await shows(page.getByRole('checkbox', { name: /^Instalment \d+,/ }).nth(2))),
        act: (page) =>
          page
            .getByRole('checkbox', { name: /^Instalment \d+,/ })
            .nth(2)
            .tap({ timeout: 2000 }),
      },
      payNow,
    ],
    ...endsOnTheCode,
  },
  {
    name: 'extension-code',
    start: '/repayDelay?lang=1&productId=1&orderId=10001',
    state: 'orderStatus:174,isDelay:1',
    steps: [payNow],
    ...endsOnTheCode,
  },
  {
    name: 'card-repay-sms',
    start: '/payway?lang=1&orderId=10001&amount=1818',
    state: 'orderStatus:174',
    hash: '#/',
    steps: [
      {
        name: 'choose card',
        done: async (page) =>
          (await page
            .getByRole('radio', { name: /^HDFC Bank/ })
            .isChecked()
            .catch(() => false)) || (await shows(page.getByRole('textbox', { name: 'Verification code' }))),
        ready: (page) => enabled(page.getByRole('radio', { name: /^HDFC Bank/ })),
        act: (page) => page.getByRole('radio', { name: /^HDFC Bank/ }).check({ timeout: 2000 }),
      },
      {
        name: 'pay',
        done: (page) => shows(page.getByRole('textbox', { name: 'Verification code' })),
        ready: (page) => enabled(byRole(page, 'button', 'Pay')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Pay')),
      },
      {
        name: 'sms code',
        done: async (page) =>
          (await page
            .getByRole('textbox', { name: 'Verification code' })
            .inputValue({ timeout: 500 })
            .catch(() => '')) === SMS_CODE,
        ready: (page) => enabled(page.getByRole('textbox', { name: 'Verification code' })),
        act: (page) =>
          page.getByRole('textbox', { name: 'Verification code' }).fill(SMS_CODE, { timeout: 2000 }),
      },
      {
        name: 'confirm payment',
        done: async () => false,
        ready: (page) => enabled(byRole(page, 'button', 'Confirm payment')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Confirm payment')),
      },
    ],
    end: async (page) =>
      (await shows(page.getByRole('heading', { name: 'Payment successful' }))) ||
      (await shows(page.getByRole('heading', { name: 'Payment submitted' }))),
    rules: {
      once: { payment: 'journey' },
      doneClaims: { paid: 'payment' },
      failedClaims: { failed: 'payment' },
    },
    claims: { paid: 'Payment successful', failed: 'Processing failed' },
  },
];
