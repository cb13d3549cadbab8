import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { AgreementFrame, type AgreementFrameProps } from './AgreementFrame';

/**
 * Same-origin static pages (apps/webview/public, which Storybook serves), one per language: a borrower
 * reading Indonesian gets the Indonesian sample, never the English one.
 */
const SAMPLE_PATHS: Record<Locale, string> = {
  en: '/mock-assets/agreements/sample-loan-agreement.html',
  id: '/mock-assets/agreements/sample-loan-agreement-id.html',
};
const sampleUrl = (locale: Locale) => new URL(SAMPLE_PATHS[locale], document.baseURI).href;

const TITLES: Record<Locale, string> = { en: 'Loan agreement', id: 'Perjanjian pinjaman' };
/** The heading of each sample page. */
const SAMPLE_HEADINGS: Record<Locale, string> = { en: 'Loan agreement', id: 'Perjanjian pinjaman' };

function LocalAgreement({ url, ...props }: Partial<AgreementFrameProps>) {
  const { locale } = useLocale();
  return <AgreementFrame {...props} title={TITLES[locale]} url={url ?? sampleUrl(locale)} />;
}

const meta = {
  title: 'Kit/AgreementFrame',
  component: AgreementFrame,
  args: { url: '', title: '', onLoad: fn() },
  // A full-height page body: the frame takes the space under the heading.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <Story />
      </div>
    ),
  ],
  render: ({ url, ...args }) => <LocalAgreement {...args} url={url || undefined} />,
} satisfies Meta<typeof AgreementFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');

function titleFor(globals: Record<string, unknown>) {
  return TITLES[localeOf(globals)];
}

/** The agreement loads in a sandboxed frame that fills the page under its title. */
export const LoanAgreement: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const title = titleFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    const frame = canvas.getByTitle(t('agreement.frameTitle', { title }));
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(canvas.queryByRole('status')).toBeNull();
    // The sample is same-origin, so the story can check the real document arrived (not an error page),
    // in the story's language.
    const doc = (frame as HTMLIFrameElement).contentDocument;
    await expect(frame).toHaveAttribute('src', sampleUrl(localeOf(globals)));
    await expect(doc?.documentElement).toHaveAttribute('lang', localeOf(globals));
    await expect(doc?.querySelector('h1')).toHaveTextContent(SAMPLE_HEADINGS[localeOf(globals)]);
    // Fills the page below the heading.
    await expect(frame.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 2);
  },
};

/** Inside a fixed-height box, as in the loan-confirm modal. */
export const InFixedHeightBox: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            height: 420,
            borderRadius: 12,
            overflow: 'hidden',
          }}
        >
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled(), { timeout: 5000 });
    const box = canvasElement.querySelector('iframe')?.parentElement?.parentElement?.parentElement;
    await expect(box?.getBoundingClientRect().height).toBe(420);
  },
};

/** A link that is not a web address (here javascript:) is refused with a message; nothing loads. */
export const UnsafeUrlRefused: Story = {
  args: { url: 'javascript:alert(document.cookie)' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('agreement.unsafeUrl'))).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('heading', { name: titleFor(globals) })).toBeVisible();
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** A protocol-relative link is refused too: it would take whatever scheme the page has. */
export const ProtocolRelativeRefused: Story = {
  args: { url: '//agreements.example.com/loan.html' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByText(t('agreement.unsafeUrl'))).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
