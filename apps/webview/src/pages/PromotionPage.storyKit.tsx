// What the promotion sign-up page's stories files share: the address, the mock backends, the form's fields.
import type { StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Market } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import PromotionPage from './PromotionPage';
import { clearBridge, recordingBridge } from './pageStoryDecorators';
import { locationOf, scenarioBackends, withLocationProbe } from './pageStoryLocation';

export const bridge = recordingBridge();
export const marketOf = (locale: unknown): Market => (locale === 'id' ? 'ID' : 'IN');

/** A number with no account yet, per market. */
export const NEW_NUMBER: Record<Market, string> = { IN: '9123456780', ID: '081311112222' };

const QUERY = 'templateId=8&app_from=h5&user_from=fb&utm_tag=spring&invite_code=INV42';
export const page = (hash = '#/') => ({ page: { url: `/promotion?${QUERY}${hash}`, bridge } });
/** A backend of its own per scenario, each back to its seed before every story. */
const { backend, reset: resetBackends, storeOf } = scenarioBackends();
export { backend, storeOf };

/** The page with its address beside it, to follow hash changes. */
export const PageWithLocation = withLocationProbe(PromotionPage);
export const hashOf = (canvasElement: HTMLElement) => locationOf(canvasElement).hash;

/** What `<head>` describes the page as (`<meta name="description">`): each screen its own, one only. */
export const descriptionsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  );

/** Steps that go through the mock backend may take a while on a busy machine. */
export const WAIT = { timeout: 5000 };

/** The meta's `beforeEach` of every promotion sign-up stories file. */
export function resetPromotionStory() {
  clearBridge(bridge);
  resetBackends();
  sessionStorage.removeItem('loanH5.promotion.signUp');
}

type PlayContext = Parameters<NonNullable<StoryObj<typeof PageWithLocation>['play']>>[0];

export function backendOf(context: PlayContext) {
  const store = storeOf(context);
  return { store, callsTo: (endpoint: string) => store.calls.filter((c) => c.endpoint === endpoint) };
}

/** Puts a value into a field at once (typing key by key is the screen stories' part). */
export async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** The form, once the template has come. */
export async function form({ canvasElement, globals }: PlayContext) {
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
 * Fills the form for a number with no account (the mock's picture and SMS code) and taps Register; resolves
 * to the download page's "Registration successful" heading once it shows.
 */
export async function registerNewNumber(
  context: PlayContext,
  { t, canvas, phone, captcha, code, register }: Awaited<ReturnType<typeof form>>,
) {
  const store = storeOf(context);
  await fill(phone, NEW_NUMBER[marketOf(context.globals.locale)]);
  await fill(captcha, store.captchaText);
  await fill(code, store.smsCode);
  await userEvent.click(register());
  return canvas.findByRole('heading', { level: 2, name: t('promotion.registered') }, WAIT);
}
