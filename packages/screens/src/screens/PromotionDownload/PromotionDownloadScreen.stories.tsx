import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../../test-support/storyText';
import { PromotionDownloadScreen, type PromotionOutcome } from './PromotionDownloadScreen';

const APP: Record<Market, string> = { IN: 'Rupee Express', ID: 'Dana Kilat' };
const STORE: Record<Market, string> = {
  IN: 'https://play.google.com/store/apps/details?id=in.rupeeexpress',
  ID: 'https://play.google.com/store/apps/details?id=id.danakilat',
};

interface StoryArgs {
  outcome?: PromotionOutcome | null;
  link?: boolean;
  named?: boolean;
  loading?: boolean;
  onDownload: (url: string) => void;
  onRetry: () => void;
  onBack: () => void;
}

function LocalisedDownload({
  outcome = 'registered',
  link = true,
  named = true,
  loading,
  ...rest
}: StoryArgs) {
  const { market } = useLocale();
  if (loading) return <PromotionDownloadScreen status="loading" onBack={rest.onBack} />;
  return (
    <PromotionDownloadScreen
      status="ready"
      appName={named ? APP[market] : ''}
      storeUrl={link ? STORE[market] : null}
      outcome={outcome}
      {...rest}
    />
  );
}

const meta = {
  title: 'Promotion/Download the app',
  component: LocalisedDownload,
  args: { onDownload: fn(), onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof LocalisedDownload>;
export default meta;
type Story = StoryObj<typeof meta>;
const marketOf = (globals: Record<string, unknown>): Market => (globals.locale === 'id' ? 'ID' : 'IN');

/** Just registered (code 0): "Registration successful", and one large button opens the app's store page. */
export const Registered: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const app = APP[marketOf(globals)];
    await expect(canvas.getByRole('heading', { level: 1, name: t('promotion.downloadTitle') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('promotion.registered'));
    await expect(canvas.getByText(t('promotion.downloadLead', { app }))).toBeVisible();
    const download = canvas.getByRole('button', { name: t('promotion.download', { app }) });
    await expect(download.offsetHeight).toBeGreaterThanOrEqual(56);
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(args.onDownload).toHaveBeenCalledWith(STORE[marketOf(globals)]);
  },
};

/** The number had an account (code 11): the page says so, and offers the app to log in. */
export const AlreadyRegistered: Story = {
  args: { outcome: 'alreadyRegistered' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('promotion.alreadyRegistered'));
    await expect(
      canvas.getByRole('button', { name: t('promotion.download', { app: APP[marketOf(globals)] }) }),
    ).toBeVisible();
  },
};

/** Opened directly (no sign-up before): "Download the app", no outcome announced. */
export const OpenedDirectly: Story = {
  args: { outcome: null, named: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText(t('promotion.downloadLeadUnnamed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('promotion.downloadUnnamed') })).toBeVisible();
  },
};

/** No safe store link (neither the template nor config.js has an http(s) one): it says so, Try again asks again. */
export const NoLink: Story = {
  args: { link: false },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('promotion.noDownload'));
    await expect(canvas.queryByRole('button', { name: /Download|Unduh/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Back leads to the sign-up form. */
export const Back: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Loading the template for its link. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeInTheDocument();
  },
};

/** A small phone: the button's label wraps rather than overflowing. */
export const SmallPhone: Story = {
  name: 'Small phone (320 px)',
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A desktop browser: one centred column. */
export const Desktop: Story = {
  name: 'Desktop (1280 px)',
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const panel = within(canvasElement).getByRole('region', { name: t('promotion.registered') });
    const box = panel.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.width).toBeLessThanOrEqual(480);
    await expect(Math.abs(box.left - (width - box.right))).toBeLessThanOrEqual(2);
  },
};
