// The journeys that submit data: a complaint with photos, a promotion sign-up, a loan and a complaint rating.
import type { ChaosJourney } from './journeyKit';
import {
  SMS_CODE,
  CAPTCHA,
  COMPLAINT_TEXT,
  shows,
  enabled,
  path,
  byRole,
  png,
  photos,
  ratingSteps,
} from './journeyKit';
import { checkDraft } from './checks';

export const submitJourneys: ChaosJourney[] = [
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
        // As a borrower would: only the photos not on the form (a reload may have kept one and said the
        // other was not kept).
        act: async (page) => {
          const missing = [png('receipt.png'), png('bank-sms.png')].slice(await photos(page).count());
          await page.getByLabel('Add photo').first().setInputFiles(missing, { timeout: 2000 });
        },
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
