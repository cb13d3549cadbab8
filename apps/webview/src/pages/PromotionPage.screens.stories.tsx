import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import {
  backend,
  backendOf,
  bridge,
  descriptionsOf,
  form,
  hashOf,
  marketOf,
  page,
  PageWithLocation,
  resetPromotionStory,
  WAIT,
} from './PromotionPage.storyKit';

/** The real /promotion container against the mock backend: the download and agreement screens, a small phone, a desktop browser. */
const meta = {
  title: 'App/Promotion sign-up page/Download, agreement and screen sizes',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetPromotionStory,
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

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
