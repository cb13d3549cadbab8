// Public journeys without the native app's help: the official site and the promotion sign-up.
// `npm run test:e2e`.
import { describe, expect, it } from 'vitest';
import { expect as ui } from 'playwright/test';
import { promotionRegister, promotionSms, trackClick, trackVisit } from '@loan-h5/api';
import { DEFAULT_CAPTCHA_TEXT, DEFAULT_SMS_CODE } from '@loan-h5/api/mocks';
import { nativeCallsOf } from './fakeNativeApp';
import { registerJourneys } from './journeySuite';

const begin = registerJourneys();

// Official site (/, /About, /User, /Policy, /Loan, /Contact): works without the native app's help.
describe('official site journeys (built demo app)', () => {
  it('site: the menu switches sections (address and aria-current follow); Contact validates, opens the mail app and clears', async () => {
    const { page, screenshot, requests } = await begin('s1-official-site');
    // config.js as a deployment sets it: the company's e-mail, which the contact form writes to.
    await page.addInitScript(() => {
      let config: unknown;
      Object.defineProperty(window, '__LOAN_H5_CONFIG__', {
        configurable: true,
        get: () => config,
        set: (value: object) => {
          config = { ...value, companyEmail: 'care@loan.example' };
        },
      });
    });
    await page.goto('/?lang=1');
    await ui(
      page.getByRole('heading', { level: 1, name: 'Instant personal loans, straight to your bank account' }),
    ).toBeVisible();
    await ui(page).toHaveTitle('Instant personal loans, straight to your bank account');
    await screenshot('home');

    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Site' });
    await menu.tap();
    await ui(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'User evaluation' }).tap();
    await ui(page).toHaveURL(/\/User\?lang=1$/);
    await ui(page.getByRole('heading', { level: 1, name: 'User evaluation' })).toBeFocused();
    await ui(page.getByRole('img', { name: 'Rating: 5 out of 5' }).first()).toBeVisible();
    await ui(page).toHaveTitle('User evaluation');

    await menu.tap();
    await ui(nav.getByRole('link', { name: 'User evaluation' })).toHaveAttribute('aria-current', 'page');
    await ui(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Privacy policy' }).tap();
    await ui(page).toHaveURL(/\/Policy\?lang=1$/);
    await ui(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await screenshot('policy');

    // A reload opens the same section.
    await menu.tap();
    await nav.getByRole('link', { name: 'Contact us' }).tap();
    await ui(page).toHaveURL(/\/Contact\?lang=1$/);
    await page.reload();
    await ui(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await ui(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Write to us: send your name, e-mail and message and we will reply by e-mail.',
    );

    const submit = page.getByRole('button', { name: 'Send by e-mail' });
    await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Sharma');
    await submit.tap();
    await ui(page.getByRole('alert')).toHaveText('Please provide complete information!');
    await ui(page.getByRole('textbox', { name: 'Your E-mail' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Your E-mail' }).fill('priya@example');
    await page.getByRole('textbox', { name: 'Message' }).fill('When is my due date?');
    await submit.tap();
    await ui(page.getByRole('alert')).toHaveText(/valid e-mail address/);
    await page.getByRole('textbox', { name: 'Your E-mail' }).fill('priya@example.in');
    const before = requests.length;
    await submit.tap();
    const status = page.getByRole('status').filter({ hasText: 'Your message is ready in your e-mail app' });
    await ui(status).toBeVisible();
    for (const name of ['Full name', 'Your E-mail', 'Message'])
      await ui(page.getByRole('textbox', { name })).toHaveValue('');
    await screenshot('contact-sent');
    // The message went to the borrower's mail app, addressed to the company, with what they typed.
    const href =
      (await status.getByRole('link', { name: 'Open the e-mail again' }).getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:care@loan.example?')).toBe(true);
    const mail = new URL(href).searchParams;
    expect(mail.get('subject')).toBe('Message from Priya Sharma (website)');
    expect(mail.get('body')).toBe('When is my due date?\r\n\r\nFrom: Priya Sharma, priya@example.in');
    // The spec makes no call for the contact form: nothing reached the backend.
    expect(requests.length).toBe(before);
  });

  it('site: a section whose code does not come (offline) says so in the site; online, Try again brings it', async () => {
    const { page, context, screenshot } = await begin('s1-site-section-offline');
    await page.goto('/?lang=1');
    await ui(
      page.getByRole('heading', { level: 1, name: 'Instant personal loans, straight to your bank account' }),
    ).toBeVisible();
    // Offline before the site fetches its other sections (1.5 s after it opens).
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contact us' }).tap();
    const failed = page.getByRole('main').getByRole('alert');
    await ui(failed).toContainText('Network error, please try again');
    // The site stays around it.
    await ui(page.getByRole('contentinfo')).toBeVisible();
    await screenshot('section-offline');
    // Chrome keeps a failed module import for the page's life: Try again reloads the page at the section.
    await context.setOffline(false);
    await failed.getByRole('button', { name: 'Try again' }).tap();
    await ui(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await ui(page).toHaveURL(/\/Contact\?lang=1$/);
  });

  it('site: a contents link near the end of the policy lands its heading where it stays (Indonesian)', async () => {
    const { page, screenshot } = await begin('s1-policy-contents-end');
    await page.goto('/Policy?lang=0');
    const contents = page.getByRole('navigation', { name: 'Daftar isi' });
    await ui(contents).toBeVisible();
    // Clicked and measured in one task, then over the next frames: the sections below a jump stand in at a
    // placeholder height until laid out, and a jump measured on them dropped the heading by about 90 px a
    // frame later, as they were laid out and the page got shorter under it.
    const tops = await contents
      .locator('a')
      .nth(7)
      .evaluate(async (link) => {
        // The section the link names, and its heading (the screen's own id scheme stays the screen's).
        const section = document.getElementById(link.getAttribute('href')!.slice(1))!;
        const heading = section.querySelector('h2')!;
        (link as HTMLAnchorElement).click();
        const seen = [document.activeElement === heading ? 'focused' : 'not focused'];
        for (let frame = 0; frame < 8; frame++) {
          seen.push(String(Math.round(heading.getBoundingClientRect().top)));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return seen;
      });
    expect(tops[0]).toBe('focused');
    expect(new Set(tops.slice(1)).size, `the heading's top, frame by frame: ${tops.join(', ')}`).toBe(1);
    await screenshot('policy-contents-end');
  });
});

// Promotion sign-up (/promotion): what a stranger from an advert does; the mock's picture code is always
// DEFAULT_CAPTCHA_TEXT and its SMS code DEFAULT_SMS_CODE (mocks/scenarios.ts).
describe('promotion sign-up journeys (built demo app, fake Android app)', () => {
  const SIGN_UP = '/promotion?lang=1&templateId=8&utm_tag=spring&user_from=fb&app_from=h5';

  it('a new Indian number: picture code, SMS code, Register → download page → the store page opens', async () => {
    const { page, screenshot, requestsTo } = await begin('s1-sign-up');
    await page.goto(`${SIGN_UP}&mock=#/`);
    await ui(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible({ timeout: 10_000 });
    await ui(page).toHaveTitle('Sign up');
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await phone.fill('9123456780');
    await ui(phone).toHaveValue('91234 56780');
    await ui(page.getByRole('img', { name: 'Picture code' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Characters in the picture' }).fill(DEFAULT_CAPTCHA_TEXT);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await ui(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
    await screenshot('code-sent');
    // Pressed again while it counts: said so, nothing sent (forced: its label changes every second, so
    // Playwright never finds it "stable", and it is aria-disabled on purpose — still tappable).
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).tap({ force: true });
    await ui(page.getByRole('alert')).toHaveText('Do not send the code repeatedly');
    expect(requestsTo(promotionSms)).toHaveLength(1);

    await page.getByRole('textbox', { name: 'SMS code' }).fill(DEFAULT_SMS_CODE);
    await page.getByRole('button', { name: 'Register' }).tap();
    await ui(page).toHaveURL(/\/promotion\?.*#\/downloadTemplate$/);
    await ui(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    // The tab follows the hash: the download screen's own title.
    await ui(page).toHaveTitle('Download the app');
    await screenshot('download');
    const [registration] = requestsTo(promotionRegister);
    expect(registration!.params).toMatchObject({
      phone: '9123456780',
      capcode: DEFAULT_CAPTCHA_TEXT,
      smsCode: DEFAULT_SMS_CODE,
      id: '8',
      utm_tag: 'spring',
      user_from: 'fb',
      app_from: 'h5',
    });
    expect(registration!.request.headers()['idempotency-key']).toMatch(/\S{8,}/);
    expect(requestsTo(promotionRegister)).toHaveLength(1);
    expect(requestsTo(trackVisit)).toHaveLength(1);

    await page.getByRole('button', { name: 'Download Rupee Express' }).tap();
    // The fake app loads the store address (the demo's stand-in page) in the webview.
    await ui(page.getByRole('heading', { name: 'App store page (demo)' })).toBeVisible();
    const opened = await nativeCallsOf(page, 'openPage');
    expect(opened.map((c) => new URL(c.args[0]!).pathname)).toEqual(['/mock-assets/app-store.html']);
    // One count for Register, one for the download.
    expect(requestsTo(trackClick)).toHaveLength(2);
  });

  it('an already registered number → the download page says so', async () => {
    const { page, screenshot, requestsTo } = await begin('s2-already-registered');
    await page.goto(`${SIGN_UP}&mock=#/`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
    await page.getByRole('textbox', { name: 'Characters in the picture' }).fill(DEFAULT_CAPTCHA_TEXT);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await ui(page).toHaveURL(/#\/downloadTemplate$/);
    await ui(
      page.getByRole('heading', { name: 'You are already registered, please download the app to log in' }),
    ).toBeVisible();
    await ui(page.getByRole('button', { name: 'Download Rupee Express' })).toBeVisible();
    await screenshot('already-registered');
    expect(requestsTo(promotionRegister)).toHaveLength(0);
  });

  it('a wrong picture code → the server says so and a new picture comes, the field cleared', async () => {
    const { page, screenshot, requestsTo } = await begin('s3-wrong-captcha');
    await page.goto(`${SIGN_UP}&mock=#/`);
    const picture = page.getByRole('img', { name: 'Picture code' });
    await ui(picture).toBeVisible({ timeout: 10_000 });
    const first = await picture.getAttribute('src');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    const captcha = page.getByRole('textbox', { name: 'Characters in the picture' });
    await captcha.fill('ZZZZ');
    await page.getByRole('button', { name: 'Send code' }).tap();
    await ui(page.getByRole('alert')).toHaveText('Wrong image code.');
    await ui(picture).not.toHaveAttribute('src', first!);
    await ui(captcha).toHaveValue('');
    // No code went out, so no countdown.
    await ui(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await screenshot('new-picture');
    expect(requestsTo(promotionSms)).toHaveLength(1);
    expect(requestsTo(promotionSms)[0]!.params.capcode).toBe('ZZZZ');
  });
});
