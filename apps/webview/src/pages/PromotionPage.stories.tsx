import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Market } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import {
  backend,
  backendOf,
  bridge,
  descriptionsOf,
  fill,
  form,
  hashOf,
  marketOf,
  NEW_NUMBER,
  page,
  PageWithLocation,
  registerNewNumber,
  resetPromotionStory,
  storeOf,
  WAIT,
} from './PromotionPage.storyKit';

/** The number the mock has registered already, per market. */
const REGISTERED: Record<Market, string> = { IN: '9876543210', ID: '081234567890' };

/** The real /promotion container against the mock backend, in a browser (no native app needed): sending the code, registering, the template. Server codes, double taps and a reload: PromotionPage.errors.stories.tsx; the download and agreement screens and the screen sizes: PromotionPage.screens.stories.tsx. */
const meta = {
  title: 'App/Promotion sign-up page',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetPromotionStory,
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    const fields = await form(context);
    const { t, canvas } = fields;
    await expect(await registerNewNumber(context, fields)).toBeVisible();
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
