import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * Where a contents link left its heading: at the top, clear of the bar, or as high as the end of the page
 * lets it go (how high that is depends on the frame's size); and there it stays (a section laid out below it
 * does not move it). Sampled by timer, not by frame: the check holds in a frame that is not painting.
 */
async function expectBroughtUp(heading: HTMLElement) {
  const tops: number[] = [];
  for (let sample = 0; sample < 8; sample++) {
    tops.push(Math.round(heading.getBoundingClientRect().top));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await expect(new Set(tops).size, `the heading moved after the jump: ${tops.join(', ')}`).toBe(1);
  const [top = -1] = tops;
  const page = heading.ownerDocument.scrollingElement!;
  const atEnd = page.scrollTop + page.clientHeight >= page.scrollHeight - 1;
  await expect(top).toBeGreaterThanOrEqual(0);
  if (!atEnd) await expect(top).toBeLessThan(120);
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
    await expectBroughtUp(rights);

    // By keyboard: Enter on a link does the same.
    const minors = nav.getByRole('link', { name: new RegExp(t('info.privacy.minors')) });
    minors.focus();
    await userEvent.keyboard('{Enter}');
    const heading = within(canvasElement).getByRole('heading', { name: `7. ${t('info.privacy.minors')}` });
    await expect(heading).toHaveFocus();
    await expectBroughtUp(heading);
    // Reading on with Tab continues from the section, not from the top.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement?.closest('nav')).toBeNull();
  },
};

/**
 * The last section, straight from the top: the page scrolls to its end with the heading as high as it can go,
 * and it stays there. (In the built app the sections below a jump stood in at a placeholder height and the
 * heading dropped a frame later: the site journey "a contents link near the end of the policy" holds it.)
 */
export const ContentsToLastSection: Story = {
  name: 'Contents link to the last section',
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const nav = within(contents(context));
    const heading = within(canvasElement).getByRole('heading', { name: `9. ${t('info.privacy.contacts')}` });
    // Clicked in this task, so the first sample is where the jump landed, before any frame lays anything out.
    nav.getByRole('link', { name: new RegExp(t('info.privacy.contacts')) }).click();
    await expectBroughtUp(heading);
    await expect(heading).toHaveFocus();
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
