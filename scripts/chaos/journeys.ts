// The journeys that move money or submit data, as a persistent borrower walks them: each step says when it
// is done and when it can be taken; the runner (runner.ts) takes the first step not done that can be taken,
// taps Try again / Check again where the page offers it, and stops at the journey's end or when it gives up.
import type { Locator, Page } from 'playwright';
import type { JourneyRules, MockRecord, Violation } from './checks';
import { checkDraft } from './checks';

export const SMS_CODE = '123456';
export const CAPTCHA = 'K7PX';
export const COMPLAINT_TEXT = 'I was charged twice for one instalment';

export interface Borrower {
  /** Taps like a borrower: once, or twice in a row when the schedule says they grew impatient. */
  tap(target: Locator): Promise<void>;
}

export interface JourneyStep {
  name: string;
  done(page: Page): Promise<boolean>;
  ready(page: Page): Promise<boolean>;
  act(page: Page, borrower: Borrower): Promise<void>;
}

export interface ChaosJourney {
  name: string;
  /** The first page, without `mock` (the runner adds the scenario). */
  start: string;
  /** Scenario items of the store's state (the runner adds `chaos:` and `timeScale:`). */
  state: string;
  /** After the scenario: a hash route (`#/`). */
  hash?: string;
  steps: JourneyStep[];
  /** The journey's end as the borrower sees it. */
  end(page: Page): Promise<boolean>;
  rules: JourneyRules;
  /** Claims the watcher looks for: name → regular expression source. */
  claims: Record<string, string>;
  /** Checks of its own once the journey is over (a payment code shown matches the record, a draft kept). */
  after?(page: Page, record: MockRecord, log: (line: string) => void): Promise<Violation[]>;
}

/** Visible now (no waiting): a borrower looks, they do not wait for Playwright's auto-wait. */
export const shows = async (locator: Locator) =>
  locator
    .first()
    .isVisible()
    .catch(() => false);
const enabled = async (locator: Locator) =>
  (await shows(locator)) &&
  (await locator
    .first()
    .isEnabled()
    .catch(() => false));
const path = (page: Page) => new URL(page.url()).pathname;

const byRole = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === 'string' ? true : undefined });

/** The code a payment page shows matches one the backend generated; one code per amount of one order. */
async function codeMatchesRecord(page: Page, record: MockRecord): Promise<Violation[]> {
  const out: Violation[] = [];
  const codes = record.effects.filter((e) => e.kind === 'payment-code');
  const byBill = new Map<string, Set<string>>();
  for (const c of codes) {
    const bill = `${c.subject} ${c.detail.amount}`;
    byBill.set(bill, (byBill.get(bill) ?? new Set()).add(c.detail.code ?? ''));
  }
  for (const [bill, set] of byBill)
    if (set.size > 1)
      out.push({ invariant: 'one effect per intent', message: `${set.size} different codes for ${bill}` });
  const region = page.getByRole('region', { name: 'Payment code' });
  if (await shows(region)) {
    const shown = (
      (await region
        .locator('[data-code]')
        .first()
        .textContent()
        .catch(() => '')) ?? ''
    ).replace(/\s/g, '');
    if (shown && !codes.some((c) => (c.detail.code ?? '') === shown))
      out.push({
        invariant: 'screen matches the record',
        message: `the page shows code ${shown}, not in the record`,
      });
  }
  return out;
}

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

const photos = (page: Page) => page.getByRole('img', { name: /^Photo \d$/ });

/** A rating pop-up's two steps: choose the stars, then its send button (kept enabled until it answers). */
function ratingSteps(dialog: string, stars: number, send: string): JourneyStep[] {
  const popup = (page: Page) => page.getByRole('dialog', { name: dialog });
  const star = (page: Page) => popup(page).getByRole('radio', { name: `${stars} out of 5` });
  const button = (page: Page) => popup(page).getByRole('button', { name: send });
  return [
    {
      name: `${stars} stars`,
      done: (page) =>
        star(page)
          .isChecked({ timeout: 500 })
          .catch(() => false),
      ready: (page) => shows(popup(page)),
      act: (page) => star(page).check({ timeout: 2000 }),
    },
    {
      name: send.toLowerCase(),
      done: async () => false,
      ready: (page) => enabled(button(page)),
      act: (page, b) => b.tap(button(page)),
    },
  ];
}

export const journeys: ChaosJourney[] = [
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
      {
        name: 'pay now',
        done: async (page) => path(page) === '/that',
        ready: (page) => enabled(byRole(page, 'button', 'Pay now')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Pay now')),
      },
    ],
    end: (page) => shows(page.getByRole('region', { name: 'Payment code' })),
    rules: { once: {}, doneClaims: {}, failedClaims: {} },
    claims: {},
    after: (page, record) => codeMatchesRecord(page, record),
  },
  {
    name: 'extension-code',
    start: '/repayDelay?lang=1&productId=1&orderId=10001',
    state: 'orderStatus:174,isDelay:1',
    steps: [
      {
        name: 'pay now',
        done: async (page) => path(page) === '/that',
        ready: (page) => enabled(byRole(page, 'button', 'Pay now')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Pay now')),
      },
    ],
    end: (page) => shows(page.getByRole('region', { name: 'Payment code' })),
    rules: { once: {}, doneClaims: {}, failedClaims: {} },
    claims: {},
    after: (page, record) => codeMatchesRecord(page, record),
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
  {
    name: 'complaint-photos',
    start: '/complainPageNext?lang=1&problemType=2&orderNo=LN2025060210001&tok=t0k&dId=d1',
    state: '',
    steps: [
      {
        name: 'describe',
        done: async (page) =>
          path(page) !== '/complainPageNext' ||
          (await page
            .getByRole('textbox', { name: 'Describe the problem' })
            .inputValue({ timeout: 500 })
            .catch(() => '')) === COMPLAINT_TEXT,
        ready: (page) => enabled(page.getByRole('textbox', { name: 'Describe the problem' })),
        act: (page) =>
          page.getByRole('textbox', { name: 'Describe the problem' }).fill(COMPLAINT_TEXT, { timeout: 2000 }),
      },
      {
        name: 'two photos',
        done: async (page) => path(page) !== '/complainPageNext' || (await photos(page).count()) >= 2,
        ready: async (page) => (await page.getByLabel('Add photo').count()) > 0,
        act: (page) =>
          page
            .getByLabel('Add photo')
            .first()
            .setInputFiles([png('receipt.png'), png('bank-sms.png')], { timeout: 2000 }),
      },
      {
        name: 'send',
        done: async (page) => path(page) !== '/complainPageNext',
        ready: (page) => enabled(byRole(page, 'button', 'Send')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Send')),
      },
    ],
    end: async (page) =>
      (await shows(page.getByRole('dialog', { name: 'Complaint sent' }))) || path(page) === '/complaint',
    rules: {
      once: { complaint: 'journey' },
      doneClaims: { sent: 'complaint' },
      failedClaims: { failed: 'complaint' },
    },
    claims: { sent: 'Complaint sent', failed: 'Your complaint was not sent' },
    async after(page, record, log) {
      if (record.effects.some((e) => e.kind === 'complaint'))
        return checkDraft(record, { text: COMPLAINT_TEXT, photos: 2 }, null);
      // Not sent: the form, opened again, still holds the draft.
      log('after: open the form again to find the draft');
      await page.goto('/complainPageNext?lang=1&problemType=2&orderNo=LN2025060210001');
      const box = page.getByRole('textbox', { name: 'Describe the problem' });
      for (let i = 0; i < 6 && !(await shows(box)); i++) {
        const retry = byRole(page, 'button', 'Try again');
        if (await shows(retry))
          await retry
            .first()
            .tap({ timeout: 2000 })
            .catch(() => undefined);
        await page.waitForTimeout(1000);
      }
      await page.waitForTimeout(500);
      const text = await box.inputValue({ timeout: 1000 }).catch(() => '');
      const count = await photos(page).count();
      log(`after: the form shows "${text}" with ${count} photos`);
      return checkDraft(
        record,
        { text: COMPLAINT_TEXT, photos: 2 },
        (await shows(box)) ? { text, photos: count } : null,
      );
    },
  },
  {
    name: 'promotion-sign-up',
    start: '/promotion?lang=1&templateId=8&utm_tag=spring&user_from=fb&app_from=h5',
    state: '',
    hash: '#/',
    steps: [
      {
        name: 'phone',
        done: async (page) =>
          (
            await page
              .getByRole('textbox', { name: 'Mobile number' })
              .inputValue({ timeout: 500 })
              .catch(() => '')
          ).replace(/\D/g, '') === '9123456780',
        ready: (page) => enabled(page.getByRole('textbox', { name: 'Mobile number' })),
        act: (page) =>
          page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780', { timeout: 2000 }),
      },
      {
        name: 'picture code',
        done: async (page) =>
          (await page
            .getByRole('textbox', { name: 'Characters in the picture' })
            .inputValue({ timeout: 500 })
            .catch(() => '')) !== '',
        ready: (page) => enabled(page.getByRole('textbox', { name: 'Characters in the picture' })),
        act: (page) =>
          page.getByRole('textbox', { name: 'Characters in the picture' }).fill(CAPTCHA, { timeout: 2000 }),
      },
      {
        name: 'send code',
        done: (page) => shows(page.getByRole('button', { name: /^Resend/ })),
        ready: (page) => enabled(byRole(page, 'button', 'Send code')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Send code')),
      },
      {
        name: 'sms code',
        done: async (page) =>
          (await page
            .getByRole('textbox', { name: 'SMS code' })
            .inputValue({ timeout: 500 })
            .catch(() => '')) === SMS_CODE,
        ready: (page) => enabled(page.getByRole('textbox', { name: 'SMS code' })),
        act: (page) => page.getByRole('textbox', { name: 'SMS code' }).fill(SMS_CODE, { timeout: 2000 }),
      },
      {
        name: 'register',
        done: async () => false,
        ready: (page) => enabled(byRole(page, 'button', 'Register')),
        act: (page, b) => b.tap(byRole(page, 'button', 'Register')),
      },
    ],
    end: async (page) =>
      (await shows(page.getByRole('heading', { name: 'Registration successful' }))) ||
      (await shows(page.getByRole('heading', { name: /already registered/ }))),
    rules: {
      once: { registration: 'journey' },
      doneClaims: { registered: 'registration' },
      failedClaims: {},
    },
    claims: { registered: 'Registration successful' },
  },
  {
    name: 'loan-rating',
    start: '/loanDetails?lang=1&productId=1&orderId=10001',
    state: 'orderStatus:174,isScore:1',
    steps: ratingSteps('How was your experience? Please rate us', 5, 'Submit'),
    end: async (page) =>
      (await shows(page.getByRole('heading', { level: 1, name: 'Loan details' }))) &&
      !(await shows(page.getByRole('dialog', { name: 'How was your experience? Please rate us' }))) &&
      (await page.evaluate(() =>
        (sessionStorage.getItem('loanH5.e2e.nativeCalls') ?? '').includes('goRate'),
      )),
    rules: { once: { 'loan-score': 'subject' }, doneClaims: { thanked: 'loan-score' }, failedClaims: {} },
    claims: { thanked: 'Thank you for your feedback' },
  },
  {
    name: 'complaint-rating',
    start: '/complainDetails?lang=1&problemId=5001',
    state: '',
    steps: ratingSteps('Please rate this service', 4, 'Send'),
    end: (page) => shows(page.getByText('Thank you for your rating! It helps us serve you better.')),
    rules: {
      once: { 'complaint-score': 'subject' },
      doneClaims: { thanked: 'complaint-score' },
      failedClaims: {},
    },
    claims: { thanked: 'Thank you for your rating!' },
  },
];

export const journeyNamed = (name: string) => journeys.find((j) => j.name === name);
