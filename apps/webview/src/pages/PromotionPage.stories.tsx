import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Market } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PromotionPage from './PromotionPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { locationOf, scenarioBackends, withLocationProbe } from './pageStoryLocation';
import { keepPromotionSession } from './promotion/promotionSession';

const bridge = recordingBridge();
const marketOf = (locale: unknown): Market => (locale === 'id' ? 'ID' : 'IN');

/** A number with no account yet, and the one the mock has registered already, per market. */
const NEW_NUMBER: Record<Market, string> = { IN: '9123456780', ID: '081311112222' };
const REGISTERED: Record<Market, string> = { IN: '9876543210', ID: '081234567890' };

const QUERY = 'templateId=8&app_from=h5&user_from=fb&utm_tag=spring&invite_code=INV42';
const page = (hash = '#/') => ({ page: { url: `/promotion?${QUERY}${hash}`, bridge } });
/** A backend of its own per scenario, each back to its seed before every story. */
const { backend, reset: resetBackends, storeOf } = scenarioBackends();

/** The page with its address beside it, to follow hash changes. */
const PageWithLocation = withLocationProbe(PromotionPage);
const hashOf = (canvasElement: HTMLElement) => locationOf(canvasElement).hash;

/** What `<head>` describes the page as (`<meta name="description">`): each screen its own, one only. */
const descriptionsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  );

/** Steps that go through the mock backend may take a while on a busy machine. */
const WAIT = { timeout: 5000 };

/** The real /promotion container against the mock backend, in a browser (no native app needed). */
const meta = {
  title: 'App/Promotion sign-up page',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: () => {
    clearBridge(bridge);
    resetBackends();
    sessionStorage.removeItem('loanH5.promotion.signUp');
  },
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

function backendOf(context: PlayContext) {
  const store = storeOf(context);
  return { store, callsTo: (endpoint: string) => store.calls.filter((c) => c.endpoint === endpoint) };
}

/** Puts a value into a field at once (typing key by key is the screen stories' part). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** The form, once the template has come. */
async function form({ canvasElement, globals }: PlayContext) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  const phone = await canvas.findByRole('textbox', { name: t('promotion.phone') }, WAIT);
  return {
    t,
    canvas,
    phone,
    captcha: canvas.getByRole('textbox', { name: t('promotion.captcha') }),
    code: canvas.getByRole('textbox', { name: t('promotion.smsCode') }),
    send: () =>
      canvas.getByRole('button', {
        name: (name) =>
          name === t('countdown.send') ||
          name === t('countdown.resend') ||
          name.startsWith(t('countdown.resendIn', { seconds: '' }).split(' ')[0]!),
      }),
    register: () => canvas.getByRole('button', { name: t('promotion.register') }),
    picture: () => canvas.getByRole('img', { name: t('promotion.captchaImage') }),
  };
}

/**
 * Send code for a new number: the visit is counted; the call carries the digits, the picture's characters,
 * the captcha session, the device, the app's name and the query's source fields, with an Idempotency-Key;
 * the countdown starts. The page describes itself as the sign-up (`<meta name="description">`).
 */
export const SendCode: Story = {
  play: async (context) => {
    const { globals } = context;
    const { store, callsTo } = backendOf(context);
    const market = marketOf(globals.locale);
    const { t, phone, captcha, send } = await form(context);
    await expect(descriptionsOf(context.canvasElement)).toEqual([t('promotion.description.register')]);
    await waitFor(() => expect(callsTo('track-visit')).toHaveLength(1), WAIT);
    await expect(callsTo('track-visit')[0]!.payload.templateId).toBe('8');
    await fill(phone, NEW_NUMBER[market]);
    await fill(captcha, store.captchaText);
    await userEvent.click(send());
    await waitFor(() => expect(send()).toHaveAccessibleName(/\d/), WAIT);
    const [sms] = callsTo('promotion-get-sms');
    await expect(sms!.payload).toMatchObject({
      phone: NEW_NUMBER[market],
      capcode: store.captchaText,
      app_from: 'h5',
      user_from: 'fb',
      utm_tag: 'spring',
      appName: store.for(market).channelTemplate.appName,
    });
    await expect(sms!.payload.sid).toMatch(/^sid-/);
    await expect(sms!.payload.deviceId).not.toBe('');
    await expect(sms!.idempotencyKey).toMatch(/\S{8,}/);
  },
};

/**
 * Register a new number (code 0): the whole registration (template id, merchant, invite code, SMS code) is
 * sent once and the tap counted; the download page says "Registration successful"; its button counts the
 * tap and opens the store page through the app.
 */
export const RegisterNewNumber: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo } = backendOf(context);
    const market = marketOf(globals.locale);
    const { t, canvas, phone, captcha, code, register } = await form(context);
    await fill(phone, NEW_NUMBER[market]);
    await fill(captcha, store.captchaText);
    await fill(code, store.smsCode);
    await userEvent.click(register());
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('promotion.registered') }, WAIT),
    ).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/downloadTemplate');
    const registrations = callsTo('promotion-register');
    await expect(registrations).toHaveLength(1);
    await expect(registrations[0]!.payload).toMatchObject({
      phone: NEW_NUMBER[market],
      capcode: store.captchaText,
      smsCode: store.smsCode,
      merchantNumber: store.for(market).channelTemplate.merchantNumber,
      id: '8',
      invite_code: 'INV42',
      utm_tag: 'spring',
    });
    await expect(registrations[0]!.payload.sid).toMatch(/^sid-/);
    await expect(registrations[0]!.idempotencyKey).toMatch(/\S{8,}/);
    await expect(store.for(market).registeredPhones.has(NEW_NUMBER[market])).toBe(true);
    await expect(callsTo('track-click')).toHaveLength(1);

    const app = store.for(market).channelTemplate.appName;
    await userEvent.click(
      await canvas.findByRole('button', { name: t('promotion.download', { app }) }, WAIT),
    );
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1), WAIT);
    await expect(bridge.openPage.mock.calls[0]![0]).toMatch(
      /^https?:\/\/[^/]+\/mock-assets\/app-store\.html\?id=/,
    );
    await expect(callsTo('track-click')).toHaveLength(2);
  },
};

/** A number with an account: code 11 → the download page, saying "already registered, download the app". */
export const AlreadyRegistered: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo } = backendOf(context);
    const { t, canvas, phone, captcha, send } = await form(context);
    await fill(phone, REGISTERED[marketOf(globals.locale)]);
    await fill(captcha, store.captchaText);
    await userEvent.click(send());
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('promotion.alreadyRegistered') }, WAIT),
    ).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/downloadTemplate');
    await expect(callsTo('promotion-register')).toHaveLength(0);
  },
};

/** Register answers 11 too (the number got an account meanwhile): the same download page and message. */
export const AlreadyRegisteredOnRegister: Story = {
  name: 'Register code 11',
  parameters: backend('code:promotion-register:11'),
  play: async (context) => {
    const { globals } = context;
    const { store } = backendOf(context);
    const { t, canvas, phone, captcha, code, send, register } = await form(context);
    await fill(phone, NEW_NUMBER[marketOf(globals.locale)]);
    await fill(captcha, store.captchaText);
    await userEvent.click(send());
    await fill(code, store.smsCode);
    await userEvent.click(register());
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('promotion.alreadyRegistered') }, WAIT),
    ).toBeVisible();
  },
};

/**
 * A wrong picture code on Send code (101): the server's message, a new picture, the typed characters cleared,
 * no countdown.
 */
export const WrongCaptchaOnSendCode: Story = {
  name: 'Send code code 101',
  play: async (context) => {
    const { globals } = context;
    const { callsTo } = backendOf(context);
    const { t, canvas, phone, captcha, send, picture } = await form(context);
    await waitFor(() => expect(picture()).toBeVisible(), WAIT);
    const first = picture().getAttribute('src');
    await fill(phone, NEW_NUMBER[marketOf(globals.locale)]);
    await fill(captcha, 'ZZZZ');
    await userEvent.click(send());
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert.textContent).not.toBe('');
    await waitFor(() => expect(picture().getAttribute('src')).not.toBe(first), WAIT);
    await expect(captcha).toHaveValue('');
    await expect(send()).toHaveAccessibleName(t('countdown.send'));
    await expect(callsTo('promotion-get-sms')).toHaveLength(1);
  },
};

/** A wrong picture code on Register (-1): the server's message and a new picture; still on the form. */
export const WrongCaptchaOnRegister: Story = {
  name: 'Register code -1',
  parameters: backend('code:promotion-register:-1:Wrong image code.|Kode gambar salah.'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store } = backendOf(context);
    const { canvas, phone, captcha, code, send, register, picture } = await form(context);
    await waitFor(() => expect(picture()).toBeVisible(), WAIT);
    const first = picture().getAttribute('src');
    await fill(phone, NEW_NUMBER[marketOf(globals.locale)]);
    await fill(captcha, store.captchaText);
    await userEvent.click(send());
    await fill(code, store.smsCode);
    await userEvent.click(register());
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(
      globals.locale === 'id' ? 'Kode gambar salah.' : 'Wrong image code.',
    );
    await waitFor(() => expect(picture().getAttribute('src')).not.toBe(first), WAIT);
    await expect(captcha).toHaveValue('');
    await expect(hashOf(canvasElement)).toBe('#/');
  },
};

/** Any other code: the server's message, its bold drawn as bold (no tags show). */
export const OtherServerMessage: Story = {
  name: 'Register, another code',
  parameters: backend('code:promotion-register:1001:<b>Registration is paused</b>|<b>Pendaftaran dijeda</b>'),
  play: async (context) => {
    const { globals } = context;
    const { store } = backendOf(context);
    const { canvas, phone, captcha, code, send, register } = await form(context);
    await fill(phone, NEW_NUMBER[marketOf(globals.locale)]);
    await fill(captcha, store.captchaText);
    await userEvent.click(send());
    await fill(code, store.smsCode);
    await userEvent.click(register());
    const alert = await canvas.findByRole('alert', {}, WAIT);
    const words = globals.locale === 'id' ? 'Pendaftaran dijeda' : 'Registration is paused';
    await expect(alert).toHaveTextContent(words);
    await expect(alert).not.toHaveTextContent('<b>');
    await expect(alert.querySelector('b')).toHaveTextContent(words);
  },
};

/** Two quick taps on Register while the server is slow: one registration. */
export const DoubleTapRegister: Story = {
  parameters: backend('slow:promotion-register:800'),
  play: async (context) => {
    const { globals } = context;
    const { store, callsTo } = backendOf(context);
    const { t, canvas, phone, captcha, code, send, register } = await form(context);
    await fill(phone, NEW_NUMBER[marketOf(globals.locale)]);
    await fill(captcha, store.captchaText);
    await userEvent.click(send());
    await fill(code, store.smsCode);
    await userEvent.dblClick(register());
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('promotion.registered') }, WAIT),
    ).toBeVisible();
    await expect(callsTo('promotion-register')).toHaveLength(1);
  },
};

/**
 * A reload 20 s into the countdown: the number is still there and the countdown goes on; Send code pressed
 * during it says "Do not send the code repeatedly" and sends nothing.
 */
export const CountdownSurvivesReload: Story = {
  beforeEach: () => {
    keepPromotionSession({ phone: '98765 43210', smsDeadline: Date.now() + 40_000 });
  },
  play: async (context) => {
    const { callsTo } = backendOf(context);
    const { t, canvas, phone, captcha, send } = await form(context);
    await expect(phone).toHaveValue('98765 43210');
    await expect(send()).toHaveAccessibleName(/\b(3\d|40)\b/);
    await fill(captcha, 'K7PX');
    await userEvent.click(send());
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('promotion.sendRepeatedly'));
    await expect(callsTo('promotion-get-sms')).toHaveLength(0);
  },
};

/** The template cannot be had: it says so; Try again asks again and the form comes. */
export const TemplateFails: Story = {
  parameters: backend('server-error:channel-template'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent(t('promotion.loadFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** The template's own phone rule wins over the market's: `legacy` checks the spec's 11-digit numbers. */
export const LegacyTemplate: Story = {
  beforeEach: (context) => {
    const store = storeOf(context);
    store.for(marketOf(context.globals.locale)).channelTemplate.phoneRule = 'legacy';
  },
  play: async (context) => {
    const { t, phone, register } = await form(context);
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneHint.legacy'));
    await fill(phone, '9876543210');
    await userEvent.click(register());
    await expect(phone).toHaveAccessibleDescription(t('promotion.phoneInvalid'));
  },
};

/** The download page opened directly (its own description): the template's store link as the large button. */
export const DownloadPage: Story = {
  parameters: page('#/downloadTemplate'),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { store, callsTo } = backendOf(context);
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const app = store.for(marketOf(globals.locale)).channelTemplate.appName;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('promotion.downloadTitle') }, WAIT),
    ).toBeVisible();
    await expect(descriptionsOf(canvasElement)).toEqual([t('promotion.description.download')]);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('promotion.download', { app }) }, WAIT),
    );
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1), WAIT);
    await expect(callsTo('track-click')).toHaveLength(1);
  },
};

/** A store address that is not http(s) is never offered (and config.js gives none): it says so. */
export const DownloadUnsafeLink: Story = {
  parameters: { ...page('#/downloadTemplate'), ...backend('unsafeUrls') },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(t('promotion.noDownload'));
    await expect(canvas.queryByRole('button', { name: /^(Download|Unduh) / })).toBeNull();
    await expect(bridge.openPage).not.toHaveBeenCalled();
  },
};

/** The agreement opens from the form (its own description) and Back returns to it. */
export const AgreementPage: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { t, canvas } = await form(context);
    await userEvent.click(canvas.getByRole('button', { name: t('promotion.agreementLink') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('promotion.terms.title') }, WAIT),
    ).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/agreementTemplate');
    await expect(descriptionsOf(canvasElement)).toEqual([t('promotion.description.agreement')]);
    await expect(canvas.getByRole('region', { name: t('promotion.terms.loans') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText({ globals })('common.back') }));
    await expect(await canvas.findByRole('textbox', { name: t('promotion.phone') }, WAIT)).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/');
    await expect(descriptionsOf(canvasElement)).toEqual([t('promotion.description.register')]);
  },
};

/** At 320 px the whole form fits: nothing scrolls sideways. */
export const SmallPhone: Story = {
  name: 'Small phone (320 px)',
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async (context) => {
    await form(context);
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** In a desktop browser the form is a centred column. */
export const Desktop: Story = {
  name: 'Desktop (1280 px)',
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async (context) => {
    const { register } = await form(context);
    const box = register().closest('form')!.getBoundingClientRect();
    const width = context.canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.width).toBeLessThanOrEqual(480);
    await expect(Math.abs(box.left - (width - box.right))).toBeLessThanOrEqual(2);
  },
};
