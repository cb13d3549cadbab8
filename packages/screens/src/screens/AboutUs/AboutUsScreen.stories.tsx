import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { AboutUsScreen } from './AboutUsScreen';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** The configured brand and service phone of each market (config.js). */
const BRAND: Record<Locale, string> = { en: 'Rupee Express', id: 'Dana Kilat' };
const PHONE: Record<Locale, string> = { en: '1800-102-4455', id: '021-5091-8800' };
const LONG_BRAND = 'Rupee Express Instant Personal Loans for Salaried Professionals';

interface StoryArgs {
  brand?: 'market' | 'none' | 'long';
  phone?: boolean;
  links?: boolean;
  onBack: () => void;
  onCall: (phone: string) => void;
  onOpenPrivacyPolicy: () => void;
  onOpenLoanTerms: () => void;
}

function LocalisedAbout({ brand = 'market', phone = true, links = true, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  return (
    <AboutUsScreen
      brandName={brand === 'none' ? '' : brand === 'long' ? LONG_BRAND : BRAND[locale]}
      servicePhone={phone ? PHONE[locale] : ''}
      onBack={rest.onBack}
      onCall={rest.onCall}
      onOpenPrivacyPolicy={links ? rest.onOpenPrivacyPolicy : undefined}
      onOpenLoanTerms={links ? rest.onOpenLoanTerms : undefined}
    />
  );
}

const meta = {
  title: 'Service/About us',
  component: LocalisedAbout,
  args: { onBack: fn(), onCall: fn(), onOpenPrivacyPolicy: fn(), onOpenLoanTerms: fn() },
} satisfies Meta<typeof LocalisedAbout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The configured brand heads the description; the offer and commitments; the configured phone calls;
 * the privacy policy and loan terms open.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const brand = BRAND[localeOf(globals)];
    await expect(canvas.getByRole('heading', { level: 1, name: t('label.aboutUs') })).toBeVisible();
    const who = canvas.getByRole('region', { name: brand });
    await expect(who).toHaveTextContent(t('info.about.intro', { brand }));
    const offer = canvas.getByRole('region', { name: t('info.about.offer') });
    await expect(within(offer).getAllByRole('listitem')).toHaveLength(5);
    await expect(offer).toHaveTextContent(t('info.about.offer.amount'));
    await expect(canvas.getByRole('region', { name: t('info.about.promise') })).toBeVisible();

    const phone = PHONE[localeOf(globals)];
    await userEvent.click(canvas.getByRole('button', { name: `${t('service.call')} ${phone}` }));
    await expect(args.onCall).toHaveBeenCalledWith(phone);
    await userEvent.click(canvas.getByRole('button', { name: t('info.about.privacyPolicy') }));
    await expect(args.onOpenPrivacyPolicy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('info.about.loanTerms') }));
    await expect(args.onOpenLoanTerms).toHaveBeenCalledTimes(1);
    // Registration numbers are left out (spec 9).
    await expect(canvasElement).not.toHaveTextContent(/\b(CIN|NBFC|NIB|AHU)\b/);
  },
};

/** No brand configured: "Who we are" and a description that says "we", never an empty name. */
export const NoBrand: Story = {
  args: { brand: 'none' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const who = within(canvasElement).getByRole('region', { name: t('info.about.whoWeAre') });
    await expect(who).toHaveTextContent(t('info.about.introUnbranded'));
    await expect(canvasElement).not.toHaveTextContent('{brand}');
  },
};

/** No service phone configured and no pages to link: no contact and no "read more". */
export const NoPhoneNoLinks: Story = {
  name: 'No phone, no links',
  args: { phone: false, links: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: t('info.about.contact') })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t('info.about.readMore') })).toBeNull();
    // Only the bar's Back is left to tap.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** A long brand wraps in its heading at 320 px; nothing scrolls sideways. */
export const LongBrand: Story = {
  args: { brand: 'long' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: LONG_BRAND })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
