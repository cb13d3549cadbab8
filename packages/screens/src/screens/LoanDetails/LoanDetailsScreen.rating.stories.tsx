import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { loanDetailsMeta, type StoryArgs } from '../../test-support/stories/loanDetails';
import { inOwnFrame } from '../../test-support/docsFrame';

/** The rating the server asks for after a repaid loan, and the thank-you after a low score. */
const meta = {
  title: 'Loan/Details/Rating',
  ...loanDetailsMeta(),
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server asks for a rating: Submit needs a choice; 3 stars posts 3 and the thank-you follows. */
export const RatingOpen: Story = {
  args: { orderStatus: 200, askForRating: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('loanDetails.ratingRequired'));
    await expect(args.onRate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(args.onRate).toHaveBeenCalledTimes(1);
    await expect(args.onRate).toHaveBeenCalledWith(3);
    const thanks = await body.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    // It pops in from transparent.
    await waitFor(() => expect(thanks).toBeVisible());
  },
};

/** Submit without stars: the modal stays and asks for a choice. */
export const RatingWithoutStars: Story = {
  args: { orderStatus: 200, askForRating: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('loanDetails.ratingRequired'));
    await expect(args.onRate).not.toHaveBeenCalled();
    await expect(args.onRatingOpenChange).not.toHaveBeenCalled();
  },
};

export const RatingCancelled: Story = {
  args: { orderStatus: 200, askForRating: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRatingClose).toHaveBeenCalledTimes(1);
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

export const Thanks: Story = {
  args: { orderStatus: 200, thanksOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    await expect(dialog).toHaveTextContent(t('loanDetails.thanksMessage'));
    await expect(within(dialog).getByRole('button', { name: t('common.ok') })).toBeEnabled();
  },
};

export const ThanksClosed: Story = {
  args: { orderStatus: 200, thanksOpen: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await expect(args.onThanksClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
