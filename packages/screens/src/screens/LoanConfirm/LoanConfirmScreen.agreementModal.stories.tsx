import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import {
  localeOf,
  offers,
  loanConfirmMeta,
  withOffer,
  type Offer,
} from '../../test-support/stories/loanConfirm';
import type { LoanConfirmScreen } from './LoanConfirmScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

/**
 * The sample agreement Storybook serves from the app's public files (frames load absolute http(s) only),
 * in the story's language: the Indonesian story never shows the English page.
 */
const agreementPaths: Record<Locale, string> = {
  en: '/mock-assets/agreements/sample-loan-agreement.html',
  id: '/mock-assets/agreements/sample-loan-agreement-id.html',
};

const agreementUrl = (locale: Locale) => new URL(agreementPaths[locale], document.baseURI).href;

/** The heading of each sample page. */
const agreementHeadings: Record<Locale, string> = { en: 'Loan agreement', id: 'Perjanjian pinjaman' };

/** Type 1: one breakdown list and the agreement pop-up. */
const typeOne: Offer = (locale) => ({
  ...offers[locale],
  type: 1,
  details: [...offers[locale].detail1, ...offers[locale].detail2],
  popAgreementUrl: agreementUrl(locale),
});

/** The agreement pop-up of a type 1 offer: what it asks, on a small phone, and its Cancel. */
const meta = {
  title: 'Loan/Confirm/Agreement modal',
  ...loanConfirmMeta(),
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<typeof LoanConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type 1 with an agreement address: the agreement opens first, titled once, and needs an answer. */
export const AgreementModalOpen: Story = {
  render: withOffer(typeOne),
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const locale = localeOf(globals);
    const popTitle = offers[locale].popTitle;
    const dialog = await screen.findByRole('dialog', { name: popTitle });
    await expect(within(dialog).getAllByText(popTitle)).toHaveLength(1);
    // It pops in from transparent.
    await waitFor(() => expect(within(dialog).getByText(t('loanConfirm.agreementScrollHint'))).toBeVisible());
    const frame = within(dialog).getByTitle<HTMLIFrameElement>(/./);
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    // The sample agreement of the story's language, and no other.
    await expect(frame).toHaveAttribute('src', agreementUrl(locale));
    await waitFor(
      () => expect(frame.contentDocument?.querySelector('h1')).toHaveTextContent(agreementHeadings[locale]),
      { timeout: 5000 },
    );
    await expect(frame.contentDocument?.documentElement).toHaveAttribute('lang', locale);
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-mask]')!);
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onAgreementOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('loanConfirm.agree') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onAgreementOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onAgreementOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancelAgreement).not.toHaveBeenCalled();
  },
};

/** On a 320x640 phone the agreement's first clause shows without scrolling the frame. */
export const AgreementModalSmallPhone: Story = {
  render: withOffer(typeOne),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ globals }) => {
    await expect([window.innerWidth, window.innerHeight]).toEqual([320, 640]);
    const locale = localeOf(globals);
    const dialog = await screen.findByRole('dialog', { name: offers[locale].popTitle });
    const frame = within(dialog).getByTitle<HTMLIFrameElement>(/./);
    // Measured once the agreement and its stylesheet have loaded (unstyled text is larger).
    await waitFor(
      () => {
        const doc = frame.contentDocument;
        const first = doc?.querySelector('h2');
        if (!doc || doc.readyState !== 'complete' || !first)
          throw new globalThis.Error('agreement not loaded yet');
        // The clause's heading and its first lines sit inside the frame's visible height.
        expect(first.getBoundingClientRect().bottom + 40).toBeLessThanOrEqual(
          frame.getBoundingClientRect().height,
        );
      },
      { timeout: 5000 },
    );
    // The buttons stay on screen.
    const agree = within(dialog).getByRole('button', { name: storyText({ globals })('loanConfirm.agree') });
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Cancel asks the app to leave (it closes the webview); the pop-up stays until it does. */
export const AgreementModalCancel: Story = {
  render: withOffer(typeOne),
  play: async ({ args, globals }) => {
    const t = storyText({ globals });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(args.onCancelAgreement).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
  },
};
