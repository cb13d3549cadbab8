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
/** A download address that is no store's (a landing page): a plain button instead of a badge. */
const OTHER_LINK = 'https://get.example.com/app';
/** Each market's licence line as config.js would name it (sample wording, not a real registration). */
const LICENCE: Record<Market, string> = {
  IN: 'Loans are given by Example Finance Ltd, an NBFC registered with the RBI (sample).',
  ID: 'PT Contoh Finansial terdaftar dan diawasi oleh OJK (contoh).',
};

interface StoryArgs {
  outcome?: PromotionOutcome | null;
  link?: boolean;
  /** The link is a store's (a badge) or another page (a button). */
  otherLink?: boolean;
  named?: boolean;
  /** config.js names the brand (and, with it, a licence line). */
  branded?: boolean;
  licensed?: boolean;
  loading?: boolean;
  onDownload: (url: string) => void;
  onRetry: () => void;
  onBack: () => void;
}

function LocalisedDownload({
  outcome = 'registered',
  link = true,
  otherLink = false,
  named = true,
  branded = true,
  licensed = false,
  loading,
  ...rest
}: StoryArgs) {
  const { market } = useLocale();
  if (loading) return <PromotionDownloadScreen status="loading" onBack={rest.onBack} />;
  return (
    <PromotionDownloadScreen
      status="ready"
      appName={named ? APP[market] : ''}
      brandName={branded ? APP[market] : ''}
      licenceLine={licensed ? LICENCE[market] : ''}
      storeUrl={link ? (otherLink ? OTHER_LINK : STORE[market]) : null}
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

const badgeName = (t: ReturnType<typeof storyText>) => `${t('promotion.badge.googlePlay')} Google Play`;

/**
 * Just registered (code 0): "Registration successful" under the brand, and the drawn Google Play badge
 * (black, the store's mark, in the borrower's language) opens the app's store page. No licence line when
 * config.js names none.
 */
export const Registered: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const app = APP[marketOf(globals)];
    await expect(canvas.getByRole('heading', { level: 1, name: t('promotion.downloadTitle') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('promotion.registered'));
    await expect(canvas.getByText(app, { selector: '[data-brand]' })).toBeVisible();
    await expect(canvas.getByText(t('promotion.downloadLead', { app }))).toBeVisible();
    const download = canvas.getByRole('button', { name: badgeName(t) });
    await expect(download).toHaveAttribute('data-store-badge', 'googlePlay');
    await expect(download.querySelector('svg')).not.toBeNull();
    await expect(download.querySelector('img')).toBeNull();
    await expect(download.offsetHeight).toBeGreaterThanOrEqual(56);
    await expect(canvasElement.querySelector('[data-licence-line]')).toBeNull();
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
    await expect(canvas.getByRole('button', { name: badgeName(t) })).toBeVisible();
  },
};

/** A download address that is no store's: one large "Download {app}" button instead of a badge. */
export const OtherLink: Story = {
  args: { otherLink: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const app = APP[marketOf(globals)];
    await expect(canvasElement.querySelector('[data-store-badge]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('promotion.download', { app }) }));
    await expect(args.onDownload).toHaveBeenCalledWith(OTHER_LINK);
  },
};

/** config.js names a licence line: it shows under the page, as configured (never invented). */
export const WithLicenceLine: Story = {
  args: { licensed: true },
  play: async ({ canvasElement, globals }) => {
    const line = canvasElement.querySelector('[data-licence-line]');
    await expect(line).toHaveTextContent(LICENCE[marketOf(globals)]);
    await expect(line).toBeVisible();
  },
};

/** Opened directly (no sign-up before), no name configured: "Download the app", no outcome announced. */
export const OpenedDirectly: Story = {
  args: { outcome: null, named: false, branded: false, otherLink: true },
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
    await expect(canvas.queryByRole('button', { name: /Download|Unduh|Google Play/ })).toBeNull();
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
