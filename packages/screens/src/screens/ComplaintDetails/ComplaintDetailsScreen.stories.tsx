import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { complaintDetailFor } from '../../test-support/fixtures/complaints';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { ComplaintDetailsScreen } from './ComplaintDetailsScreen';

type Globals = Record<string, unknown>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** What the server says when a score cannot be saved (shown as sent). */
const SCORE_FAILURE: Record<Locale, string> = {
  en: 'Rating could not be saved, please try later',
  id: 'Penilaian belum dapat disimpan, silakan coba lagi nanti',
};

interface StoryArgs {
  detail?: 'withReply' | 'noReply' | 'textOnlyReply' | 'long';
  load?: 'ready' | 'loading' | 'error';
  /** The server asks for a rating; what Send then meets. */
  rating?: 'none' | 'succeeds' | 'fails';
  defaultRatingOpen?: boolean;
  ratingDelayMs?: number;
  onBack: () => void;
  onRate: (score: number) => void;
  onRetry: () => void;
}

/** The details in the story's language; Send answers after a moment, as the app's call would. */
function LocalisedDetails({
  detail = 'withReply',
  load = 'ready',
  rating = 'none',
  onRetry,
  onRate,
  ...rest
}: StoryArgs) {
  const { locale } = useLocale();
  const [open, setOpen] = useState(rest.defaultRatingOpen ?? false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  if (load === 'loading') return <ComplaintDetailsScreen status="loading" {...rest} />;
  if (load === 'error') return <ComplaintDetailsScreen status="error" onRetry={onRetry} {...rest} />;
  return (
    <ComplaintDetailsScreen
      status="ready"
      detail={{ ...complaintDetailFor(locale, detail), askForRating: rating !== 'none' }}
      {...rest}
      ratingOpen={open}
      onRatingOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
      ratingSending={sending}
      ratingError={error}
      onRate={(score) => {
        onRate(score);
        setSending(true);
        setError(undefined);
        setTimeout(() => {
          setSending(false);
          if (rating === 'fails') setError(SCORE_FAILURE[locale]);
          else setOpen(false);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: 'Complaints/Details',
  component: LocalisedDetails,
  args: { onBack: fn(), onRate: fn(), onRetry: fn(), ratingDelayMs: 300 },
} satisfies Meta<typeof LocalisedDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it has popped in (it fades in from transparent). */
async function dialogOf(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const noDialog = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());

/** Type, the text with its count against 200, the borrower's photos; the reply with its photo. */
export const ReplyWithImages: Story = {
  name: 'Reply with images',
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const detail = complaintDetailFor(localeOf(globals));
    // Number, date (never ISO on screen) and status (a reply resolves it).
    await expect(canvas.getByText(t('complaint.number'))).toBeVisible();
    await expect(canvas.getByText('5001')).toBeVisible();
    await expect(canvas.getByText(t('complaint.date'))).toBeVisible();
    await expect(canvas.getByText(/\b5 Jun(e|i)? 2026\b/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('2026-06-05');
    await expect(canvas.getByText(t('complaint.statusResolved'))).toBeVisible();
    await expect(canvas.getByText(detail.type)).toBeVisible();
    await expect(canvas.getByText(detail.content)).toBeVisible();
    await expect(
      canvas.getByText(t('complaint.counter', { count: Array.from(detail.content).length, max: 200 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('complaint.viewPhoto', { index: 2, count: 2 }) }),
    ).toBeVisible();
    const result = canvas.getByRole('region', { name: t('complaint.result') });
    await expect(result).toHaveTextContent(detail.reply);
    await expect(
      within(result).getByRole('button', { name: t('complaint.viewReplyPhoto', { index: 1, count: 1 }) }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('complaint.pending'))).toBeNull();
  },
};

/** A reply in words only: the result shows the text, no photo rows anywhere. */
export const ReplyWithoutImages: Story = {
  name: 'Reply without images',
  args: { detail: 'textOnlyReply' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const result = canvas.getByRole('region', { name: t('complaint.result') });
    await expect(result).toHaveTextContent(complaintDetailFor(localeOf(globals)).reply);
    await expect(
      canvas.queryAllByRole('button', { name: /./ }).filter((b) => b.querySelector('img')),
    ).toHaveLength(0);
  },
};

/** No reply yet: "Process result" hidden, the promise to reply within 3 working days; the sub-type shows. */
export const NoReply: Story = {
  args: { detail: 'noReply' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const detail = complaintDetailFor(localeOf(globals), 'noReply');
    await expect(canvas.getByText('5002')).toBeVisible();
    await expect(canvas.getByText(t('complaint.statusInProgress'))).toBeVisible();
    // No date from the server: none is shown.
    await expect(canvas.queryByText(t('complaint.date'))).toBeNull();
    await expect(canvas.getByText(detail.subType)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('complaint.result') })).toBeNull();
    await expect(canvas.getByText(t('complaint.pending'))).toBeVisible();
  },
};

/** The text at the 200 limit: the counter says so. */
export const TextAtLimit: Story = {
  name: 'Text at 200',
  args: { detail: 'long' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(
      within(canvasElement).getByText(t('complaint.counter', { count: 200, max: 200 })),
    ).toBeVisible();
  },
};

/** A photo tapped: shown large in a modal that keeps focus inside; Esc closes it. */
export const ImageViewerOpen: Story = {
  name: 'Image viewer open',
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const thumb = within(canvasElement).getByRole('button', {
      name: t('complaint.viewPhoto', { index: 2, count: 2 }),
    });
    await userEvent.click(thumb);
    const title = t('complaint.photoTitle', { index: 2, count: 2 });
    const dialog = await dialogOf(canvasElement, title);
    await expect(within(dialog).getByRole('img', { name: title })).toBeVisible();
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await noDialog(canvasElement);
    await expect(thumb).toHaveFocus();
    // Open again, to leave the viewer showing.
    await userEvent.click(thumb);
    await dialogOf(canvasElement, title);
  },
};

/** The server asks for a rating: the modal opens a moment after load with 5 stars as a radio group. */
export const RatingOpen: Story = {
  name: 'Rating open',
  args: { rating: 'succeeds' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).toBeNull();
    const dialog = await dialogOf(canvasElement, t('complaint.rateTitle'));
    const stars = within(dialog).getByRole('radiogroup', { name: t('complaint.rateTitle') });
    const radios = within(stars).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[3]).toHaveAccessibleName(t('rating.star', { count: 4 }));
  },
};

/** Send without stars asks for one; Cancel closes and sends nothing. */
export const RatingNeedsStars: Story = {
  name: 'Rating: no stars, then Cancel',
  args: { rating: 'succeeds', defaultRatingOpen: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const dialog = await dialogOf(canvasElement, t('complaint.rateTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('complaint.rateRequired'));
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await noDialog(canvasElement);
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

/** The score fails to save: the server's message shows, the stars stay as chosen. */
export const RatingFailing: Story = {
  name: 'Rating failing',
  args: { rating: 'fails', defaultRatingOpen: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const dialog = await dialogOf(canvasElement, t('complaint.rateTitle'));
    const four = within(dialog).getByRole('radio', { name: t('rating.star', { count: 4 }) });
    await userEvent.click(four);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SCORE_FAILURE[localeOf(globals)],
    );
    await expect(four).toBeChecked();
    await expect(args.onRate).toHaveBeenCalledWith(4);
  },
};

/** The score is saved: the modal closes (the app then thanks the borrower). */
export const RatingSent: Story = {
  name: 'Rating sent',
  args: { rating: 'succeeds', defaultRatingOpen: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const dialog = await dialogOf(canvasElement, t('complaint.rateTitle'));
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 5 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await noDialog(canvasElement);
    await expect(args.onRate).toHaveBeenCalledTimes(1);
    await expect(args.onRate).toHaveBeenCalledWith(5);
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('complaint.detailsLoading') };

export const LoadError: Story = { args: { load: 'error' }, play: failsWithRetry };
