import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import { loadingMask } from './pageStoryPlays';
import { keepPromotionSession } from './promotion/promotionSession';
import {
  backend,
  backendOf,
  fill,
  form,
  hashOf,
  marketOf,
  NEW_NUMBER,
  page,
  PageWithLocation,
  registerNewNumber,
  resetPromotionStory,
  WAIT,
} from './PromotionPage.storyKit';

/** The real /promotion container against the mock backend: the server's refusals, double taps, a reload during the countdown. */
const meta = {
  title: 'App/Promotion sign-up page/Errors and repeats',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetPromotionStory,
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** How long the slow counts below take: longer than the page takes to show the form and to register. */
const SLOW_COUNT_MS = 2500;

/**
 * The visit and tap counts are slow (an analytics server having a bad day): they go on behind the page.
 * No "Loading…" mask covers the form while the visit is counted, none stays over the download page while the
 * Register tap is, and both counts still arrive.
 */
export const SlowCounts: Story = {
  parameters: backend(`slow:track-visit:${SLOW_COUNT_MS},slow:track-click:${SLOW_COUNT_MS}`),
  play: async (context) => {
    const { canvasElement } = context;
    const { callsTo } = backendOf(context);
    const fields = await form(context);
    await expect(loadingMask(canvasElement)).toBeNull();
    await expect(await registerNewNumber(context, fields)).toBeVisible();
    await expect(callsTo('track-click')).toHaveLength(0);
    await waitFor(() => expect(loadingMask(canvasElement)).toBeNull(), { timeout: 500 });
    await waitFor(() => expect(callsTo('track-click')).toHaveLength(1), WAIT);
    await expect(callsTo('track-visit')).toHaveLength(1);
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
