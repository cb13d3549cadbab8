import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { agreementOutline } from './agreementOutline';
import { PromotionAgreementScreen } from './PromotionAgreementScreen';

const BRAND = { IN: 'Rupee Express', ID: 'Dana Kilat' } as const;

function LocalisedAgreement({ branded = true, onBack }: { branded?: boolean; onBack: () => void }) {
  const { market } = useLocale();
  return <PromotionAgreementScreen brandName={branded ? BRAND[market] : ''} onBack={onBack} />;
}

const meta = {
  title: 'Promotion/User agreement',
  component: LocalisedAgreement,
  args: { onBack: fn() },
} satisfies Meta<typeof LocalisedAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement under the configured brand: every section headed, in reading order; Back returns. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const brand = globals.locale === 'id' ? BRAND.ID : BRAND.IN;
    await expect(canvas.getByRole('heading', { level: 1, name: t('promotion.terms.title') })).toBeVisible();
    await expect(canvas.getByText(t('promotion.terms.intro', { brand }))).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(agreementOutline.map((s) => t(s.title)));
    await expect(canvas.getByText(t('promotion.terms.codes.secret'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** No brand configured: the agreement says "our app", never an empty name. */
export const NoBrand: Story = {
  args: { branded: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByText(t('promotion.terms.introUnbranded'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('{brand}');
  },
};

/** A small phone: the text wraps, nothing scrolls sideways. */
export const SmallPhone: Story = {
  name: 'Small phone (320 px)',
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A desktop browser: a reading-width column in the middle, about 70 characters a line. */
export const Desktop: Story = {
  name: 'Desktop (1280 px)',
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const section = within(canvasElement).getByRole('region', { name: t('promotion.terms.codes') });
    const box = section.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.width).toBeLessThan(800);
    await expect(Math.abs(box.left - (width - box.right))).toBeLessThanOrEqual(2);
  },
};
