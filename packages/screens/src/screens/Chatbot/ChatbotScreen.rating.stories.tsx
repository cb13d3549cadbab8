import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import type { LiveChatbot } from '../../test-support/stories/chatbot';
import { chatbotMeta, body, log, server, type Globals } from '../../test-support/stories/chatbot';

/** Helpful or not helpful after an answer, and the rating that helpful opens. */
const meta = {
  title: 'Service/Chatbot/Rating and feedback',
  ...chatbotMeta(),
} satisfies Meta<typeof LiveChatbot>;
export default meta;
type Story = StoryObj<typeof meta>;

async function helpfulOpensRating(canvasElement: HTMLElement, globals: Globals) {
  const t = storyText({ globals });
  const region = log(canvasElement);
  await userEvent.click(within(region).getByRole('button', { name: t('chatbot.helpful') }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: t('chatbot.rating.title') });
  // It pops in from transparent.
  await waitFor(() =>
    expect(within(dialog).getByRole('radiogroup', { name: t('chatbot.rating.title') })).toBeVisible(),
  );
  return dialog;
}

/** Helpful opens the rating: Send without stars says "Please choose"; 3 stars shows the server's message. */
export const HelpfulLowRating: Story = {
  args: { start: 'answered' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const dialog = await helpfulOpensRating(canvasElement, globals);
    await expect(args.onFeedback).toHaveBeenCalledWith(expect.any(String), true);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('chatbot.rating.required'));
    await expect(args.onRate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(args.onRate).toHaveBeenCalledWith(3);
    const thanks = await body(canvasElement).findByRole('dialog', { name: t('chatbot.rating.thanksTitle') });
    await expect(thanks).toHaveTextContent(server(globals).lowScore);
    await userEvent.click(within(thanks).getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The pop-up was the one thank-you: no bubble repeats it.
    await expect(log(canvasElement)).not.toHaveTextContent(t('chatbot.note.thanksRating'));
    await expect(log(canvasElement)).not.toHaveTextContent(t('chatbot.note.thanksFeedback'));
  },
};

/** 5 stars: the score goes to the app (which asks the store's rate dialog); no thank-you pop-up here. */
export const HelpfulFiveStars: Story = {
  args: { start: 'answered' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const dialog = await helpfulOpensRating(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 5 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(args.onRate).toHaveBeenCalledWith(5);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(log(canvasElement)).toHaveTextContent(t('chatbot.markedHelpful'));
  },
};

/** Not helpful: recorded, the buttons go, and the assistant suggests the next step. */
export const NotHelpful: Story = {
  args: { start: 'answered' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const region = log(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: t('chatbot.notHelpful') }));
    await expect(args.onFeedback).toHaveBeenCalledWith(expect.any(String), false);
    await expect(region).toHaveTextContent(t('chatbot.note.sorryNotHelpful'));
    await expect(within(region).queryByRole('button', { name: t('chatbot.helpful') })).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Helpful, then the rating closed without stars: the one thank-you is for the feedback. */
export const RatingClosedWithoutStars: Story = {
  args: { start: 'answered' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const dialog = await helpfulOpensRating(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const notes = within(log(canvasElement)).getAllByText(t('chatbot.note.thanksFeedback'));
    await expect(notes).toHaveLength(1);
    await expect(log(canvasElement)).not.toHaveTextContent(t('chatbot.note.thanksRating'));
  },
};
