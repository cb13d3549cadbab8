import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';
import { privacyOutline } from './privacyOutline';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');
const BRAND: Record<Locale, string> = { en: 'Rupee Express', id: 'Dana Kilat' };
const PHONE: Record<Locale, string> = { en: '1800-102-4455', id: '021-5091-8800' };

interface StoryArgs {
  configured?: boolean;
  onBack: () => void;
  onCall: (phone: string) => void;
  onOpenCustomerService: () => void;
}

function LocalisedPolicy({ configured = true, onOpenCustomerService, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  return (
    <PrivacyPolicyScreen
      brandName={configured ? BRAND[locale] : ''}
      servicePhone={configured ? PHONE[locale] : ''}
      onOpenCustomerService={configured ? onOpenCustomerService : undefined}
      {...rest}
    />
  );
}

const meta = {
  title: 'Service/Privacy policy',
  component: LocalisedPolicy,
  args: { onBack: fn(), onCall: fn(), onOpenCustomerService: fn() },
} satisfies Meta<typeof LocalisedPolicy>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const contents = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).getByRole('navigation', { name: storyText({ globals })('info.contents') });

/** The heading is where the borrower reads: just under the sticky top bar. */
async function expectAtTop(heading: HTMLElement) {
  await waitFor(() => {
    const top = heading.getBoundingClientRect().top;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });
}

/**
 * The nine sections in order, each headed, each in the table of contents; the eight rights, account
 * cancellation only without an outstanding loan.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('label.privacyPolicy') })).toBeVisible();
    await expect(
      canvas.getByText(t('info.privacy.intro', { brand: BRAND[localeOf(globals)] })),
    ).toBeVisible();

    const links = within(contents(context)).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(
      privacyOutline.map((s, i) => `${i + 1}.${t(s.title)}`),
    );
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(privacyOutline.map((s) => `#${s.id}`));
    const headings = [...canvasElement.querySelectorAll('section > h2')].map((h) => h.textContent);
    await expect(headings).toEqual(privacyOutline.map((s, i) => `${i + 1}. ${t(s.title)}`));

    const rights = canvas.getByRole('region', { name: `6. ${t('info.privacy.rights')}` });
    await expect(within(rights).getAllByRole('listitem')).toHaveLength(8);
    await expect(rights).toHaveTextContent(t('info.privacy.rights.cancel'));
  },
};

/** A contents link brings its section to the top and moves focus to its heading (tap and keyboard). */
export const ContentsMoveFocus: Story = {
  name: 'Contents link moves focus',
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const nav = within(contents(context));
    await userEvent.click(nav.getByRole('link', { name: new RegExp(t('info.privacy.rights')) }));
    const rights = within(canvasElement).getByRole('heading', { name: `6. ${t('info.privacy.rights')}` });
    await expect(rights).toHaveFocus();
    await expectAtTop(rights);

    // By keyboard: Enter on a link does the same.
    const minors = nav.getByRole('link', { name: new RegExp(t('info.privacy.minors')) });
    minors.focus();
    await userEvent.keyboard('{Enter}');
    const heading = within(canvasElement).getByRole('heading', { name: `7. ${t('info.privacy.minors')}` });
    await expect(heading).toHaveFocus();
    await expectAtTop(heading);
    // Reading on with Tab continues from the section, not from the top.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement?.closest('nav')).toBeNull();
  },
};

/** Contacts: the configured phone calls, and customer service opens. */
export const Contacts: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const contact = within(canvasElement).getByRole('region', { name: `9. ${t('info.privacy.contacts')}` });
    const phone = PHONE[localeOf(globals)];
    await userEvent.click(within(contact).getByRole('button', { name: `${t('service.call')} ${phone}` }));
    await expect(args.onCall).toHaveBeenCalledWith(phone);
    await userEvent.click(within(contact).getByRole('button', { name: t('info.privacy.contacts.open') }));
    await expect(args.onOpenCustomerService).toHaveBeenCalledTimes(1);
  },
};

/** Nothing configured: the policy says "we", and Contacts has its text only. */
export const NotConfigured: Story = {
  args: { configured: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('info.privacy.introUnbranded'))).toBeVisible();
    const contact = canvas.getByRole('region', { name: `9. ${t('info.privacy.contacts')}` });
    await expect(within(contact).queryByRole('button')).toBeNull();
  },
};

/** At 320 px the text wraps and nothing scrolls sideways. */
export const Narrow: Story = {
  name: 'Small phone (320 px)',
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
