import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import type { LiveChatbot } from '../../test-support/stories/chatbot';
import { chatbotMeta, body, chooseFirstCategory, log, server } from '../../test-support/stories/chatbot';

const meta = {
  title: 'Service/Chatbot',
  ...chatbotMeta(),
} satisfies Meta<typeof LiveChatbot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a borrower sees first: the greeting in a polite log region, the topics and the text box. */
export const Greeting: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = log(canvasElement);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(t('chatbot.greeting'));
    const topics = within(canvasElement).getByRole('group', { name: t('chatbot.topics') });
    await expect(within(topics).getAllByRole('button')).toHaveLength(4);
    const input = within(canvasElement).getByRole('textbox', { name: t('chatbot.inputLabel') });
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};

/** Choosing a topic: its tab is selected and its questions come as a bubble of choices. */
export const CategoryQuestions: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    await chooseFirstCategory(canvasElement, globals);
    const first = server(globals).categories[0]!;
    await expect(args.onSelectCategory).toHaveBeenCalledWith(first);
    await expect(within(canvasElement).getByRole('button', { name: first.title })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const region = log(canvasElement);
    await expect(region).toHaveTextContent(t('chatbot.questionsIntro', { category: first.title }));
    for (const q of server(globals).questions)
      await expect(within(region).getByRole('button', { name: q.question })).toBeVisible();
    // The same topic again adds nothing.
    await chooseFirstCategory(canvasElement, globals);
    await expect(
      within(region).getAllByRole('button', { name: server(globals).questions[0]!.question }),
    ).toHaveLength(1);
  },
};

/** Choosing a question: the borrower's bubble, the answer, and helpful / not helpful; the newest in sight. */
export const AnswerShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await chooseFirstCategory(canvasElement, globals);
    const region = log(canvasElement);
    const question = server(globals).questions[0]!;
    await userEvent.click(within(region).getByRole('button', { name: question.question }));
    await expect(region).toHaveTextContent(question.answer);
    const feedback = within(region).getByRole('group', { name: t('chatbot.helpfulPrompt') });
    await expect(within(feedback).getByRole('button', { name: t('chatbot.helpful') })).toBeVisible();
    await expect(within(feedback).getByRole('button', { name: t('chatbot.notHelpful') })).toBeVisible();
    await waitFor(() =>
      expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 1),
    );
  },
};

/** Typed text: sent (trimmed), the box empties, the server's reply follows. */
export const FreeTextSent: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const input = within(canvasElement).getByRole('textbox', { name: t('chatbot.inputLabel') });
    const text = globals.locale === 'id' ? 'Kapan dana saya cair?' : 'When will my money arrive?';
    await userEvent.type(input, `  ${text}  `);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.send') }));
    await expect(args.onSendText).toHaveBeenCalledWith(text);
    await expect(input).toHaveValue('');
    await expect(log(canvasElement)).toHaveTextContent(text);
    await expect(log(canvasElement)).toHaveTextContent(server(globals).textReply);
  },
};

/**
 * "Talk to a person" is always at hand, and says what happens next before it happens: Stay in chat goes
 * nowhere; Open customer service goes on.
 */
export const TalkToPerson: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const person = within(canvasElement).getByRole('button', { name: t('chatbot.talkToPerson') });
    await userEvent.click(person);
    let dialog = await body(canvasElement).findByRole('dialog', { name: t('chatbot.person.title') });
    await waitFor(() => expect(within(dialog).getByText(t('chatbot.person.step1'))).toBeVisible());
    await expect(dialog).toHaveTextContent(t('chatbot.person.step2'));
    await expect(dialog).toHaveTextContent(t('chatbot.person.step3'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('chatbot.person.stay') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onTalkToPerson).not.toHaveBeenCalled();
    await userEvent.click(person);
    dialog = await body(canvasElement).findByRole('dialog', { name: t('chatbot.person.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('chatbot.person.go') }));
    await expect(args.onTalkToPerson).toHaveBeenCalledTimes(1);
  },
};

/** An answer with action_type 4 offers the complaint form. */
export const ComplaintAction: Story = {
  args: { start: 'answered' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    await userEvent.click(within(log(canvasElement)).getByRole('button', { name: t('chatbot.complaint') }));
    await expect(args.onComplaint).toHaveBeenCalledWith('m2');
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('chatbot.loading') };

/** The topics could not be loaded: the error and Try again. */
export const LoadError: Story = {
  args: { load: 'error' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('chatbot.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { load: 'offline' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('error.network'));
  },
};
