import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import type { LiveChatbot } from '../../test-support/stories/chatbot';
import { chatbotMeta, chooseFirstCategory, log, server } from '../../test-support/stories/chatbot';

/** Empty and failed sends, a failed or empty topic, a restored conversation and long content. */
const meta = {
  title: 'Service/Chatbot/Edge cases',
  ...chatbotMeta(),
} satisfies Meta<typeof LiveChatbot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Send with nothing typed (or spaces only) is refused with a message, and nothing is sent. */
export const EmptyTextRefused: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('chatbot.inputLabel') });
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: t('common.send') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('chatbot.emptyText'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await userEvent.type(input, 'x');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The text could not be sent: its bubble keeps it and offers Try again. */
export const TextNotSent: Story = {
  args: { start: 'sendFailed' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const region = log(canvasElement);
    await expect(region).toHaveTextContent(t('chatbot.notSent'));
    await userEvent.click(within(region).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetryText).toHaveBeenCalledWith('m0');
  },
};

/** A topic's questions could not be loaded: a clear bubble with Try again. */
export const CategoryFailed: Story = {
  args: { start: 'categoryFailed' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const region = log(canvasElement);
    await expect(region).toHaveTextContent(t('chatbot.failedOffline'));
    await userEvent.click(within(region).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledWith('m0');
  },
};

/** A topic without questions says so and points to typing or a person. */
export const EmptyAnswerList: Story = {
  args: { emptyCategory: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await chooseFirstCategory(canvasElement, globals);
    await expect(log(canvasElement)).toHaveTextContent(
      t('chatbot.noQuestions', { category: server(globals).categories[0]!.title }),
    );
  },
};

/** Back after a reload: the conversation and the half-typed text are there; a damaged entry is left out. */
export const RestoredConversation: Story = {
  args: { start: 'restored' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = log(canvasElement);
    await expect(region).toHaveTextContent(server(globals).questions[0]!.answer);
    await expect(region).toHaveTextContent(t('chatbot.markedNotHelpful'));
    await expect(region.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('textbox', { name: t('chatbot.inputLabel') })).toHaveValue(
      globals.locale === 'id' ? 'Bisakah saya' : 'Can I',
    );
  },
};

/**
 * Long questions, answers and addresses wrap inside their bubbles; a reply's bold is drawn as bold, no
 * tag shows and its image is dropped.
 */
export const LongContent: Story = {
  args: { start: 'long' },
  play: async ({ canvasElement, globals }) => {
    const region = log(canvasElement);
    const id = globals.locale === 'id';
    await expect(region).toHaveTextContent(
      id
        ? 'Bayar sebelum jatuh tempo agar tidak kena denda.'
        : 'Repay before the due date to avoid late fees.',
    );
    await expect(region).not.toHaveTextContent('<b>');
    await expect(region.querySelector('b')).toHaveTextContent(
      id ? 'sebelum jatuh tempo' : 'before the due date',
    );
    await expect(region.querySelector('img')).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
