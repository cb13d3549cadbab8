import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { ChatbotScreen, type ChatCategory } from './ChatbotScreen';
import type { ChatRating } from './ChatRatingModal';
import {
  askQuestion,
  emptyConversation,
  failStep,
  giveFeedback,
  restore,
  serialise,
  showCategory,
  startText,
  textFailed,
  textSent,
  append,
  type ChatQuestion,
  type Conversation,
} from './chatConversation';

type Globals = Record<string, unknown>;

/** What the server sends in each market: the top categories, their questions, and its replies. */
const SERVER: Record<
  Locale,
  { categories: ChatCategory[]; questions: ChatQuestion[]; lowScore: string; textReply: string }
> = {
  en: {
    categories: [
      { id: '1', title: 'Repayment' },
      { id: '2', title: 'Loans' },
      { id: '3', title: 'Extension' },
      { id: '4', title: 'Collection' },
    ],
    questions: [
      {
        id: '101',
        question: 'How do I repay my loan?',
        answer: 'Open Loan details, tap Repay and choose a bank. Pay to the account number shown.',
        actionType: 0,
      },
      {
        id: '102',
        question: 'I paid but the status has not changed',
        answer:
          'Payments are usually processed within 5 minutes. If it takes more than an hour, file a complaint with a photo of your receipt.',
        actionType: 4,
      },
    ],
    lowScore: 'Thank you for your rating. We will keep improving our service.',
    textReply: 'We have your message and will reply as soon as we can.',
  },
  id: {
    categories: [
      { id: '1', title: 'Pembayaran' },
      { id: '2', title: 'Pinjaman' },
      { id: '3', title: 'Perpanjangan' },
      { id: '4', title: 'Penagihan' },
    ],
    questions: [
      {
        id: '101',
        question: 'Bagaimana cara membayar tagihan?',
        answer: 'Buka Detail Pinjaman, pilih Bayar, lalu pilih bank atau minimarket.',
        actionType: 0,
      },
      {
        id: '102',
        question: 'Sudah bayar tetapi status belum berubah?',
        answer:
          'Pembayaran biasanya diproses dalam 5 menit. Jika lebih dari 1 jam, kirim keluhan dengan foto bukti bayar.',
        actionType: 4,
      },
    ],
    lowScore: 'Terima kasih atas penilaian Anda. Kami akan terus memperbaiki layanan kami.',
    textReply: 'Pesan Anda sudah kami terima. Kami akan membalas secepatnya.',
  },
};

interface StoryArgs {
  /** How the conversation starts. */
  start?: 'fresh' | 'answered' | 'restored' | 'sendFailed' | 'categoryFailed' | 'long';
  load?: 'ready' | 'loading' | 'error' | 'offline';
  /** The chosen category comes back without questions. */
  emptyCategory?: boolean;
  /** Sending typed text fails (no connection). */
  sendFails?: boolean;
  onSelectCategory: (category: ChatCategory) => void;
  onAsk: (messageId: string, question: ChatQuestion) => void;
  onFeedback: (messageId: string, helpful: boolean) => void;
  onSendText: (text: string) => void;
  onRetryText: (messageId: string) => void;
  onRetry: (messageId: string) => void;
  onTalkToPerson: () => void;
  onComplaint: (messageId: string) => void;
  onRate: (score: number) => void;
  onRetryLoad: () => void;
  onBack: () => void;
}

/** A conversation a borrower left: as stored in sessionStorage, with one damaged entry (left out). */
function storedConversation(locale: Locale): string {
  const { categories, questions } = SERVER[locale];
  let c = showCategory(emptyConversation(), categories[0]!, questions);
  c = askQuestion(c, questions[0]!);
  c = giveFeedback(c, c.messages[2]!.id, false);
  const stored = JSON.parse(serialise({ ...c, draft: locale === 'id' ? 'Bisakah saya' : 'Can I' })) as {
    messages: unknown[];
  };
  stored.messages.splice(1, 0, { id: 'm99', kind: 'html', text: '<img src=x onerror=alert(1)>' });
  return JSON.stringify(stored);
}

/** A server reply with simple formatting and an image that must not load. */
const FORMATTED_REPLY: Record<Locale, string> = {
  en: 'Repay <b>before the due date</b> to avoid late fees.<img src=x onerror=alert(1)>',
  id: 'Bayar <b>sebelum jatuh tempo</b> agar tidak kena denda.<img src=x onerror=alert(1)>',
};

function startingConversation(locale: Locale, start: StoryArgs['start']): Conversation {
  const { categories, questions } = SERVER[locale];
  const first = categories[0]!;
  switch (start) {
    case 'answered':
      return askQuestion(showCategory(emptyConversation(), first, questions), questions[1]!);
    case 'restored':
      return restore(storedConversation(locale));
    case 'sendFailed': {
      const text = locale === 'id' ? 'Kapan dana saya cair?' : 'When will my money arrive?';
      const { conversation, id } = startText(emptyConversation(), text);
      return textFailed(conversation, id);
    }
    case 'categoryFailed':
      return failStep(
        emptyConversation(),
        { kind: 'category', categoryId: first.id, category: first.title },
        {
          offline: true,
        },
      );
    case 'long': {
      const long = {
        ...questions[1]!,
        id: '109',
        question: `${questions[1]!.question} — ${questions[1]!.question}`,
        answer: `${questions[1]!.answer}\n\n${questions[1]!.answer} https://example.com/a-very-long-address/that-keeps-going-without-spaces`,
      };
      let c = showCategory(emptyConversation(), first, [...questions, long]);
      c = askQuestion(c, long);
      return append(c, { kind: 'reply', text: FORMATTED_REPLY[locale] });
    }
    default:
      return emptyConversation();
  }
}

/**
 * The screen with a conversation kept by the story, as the app keeps it (the rules of `conversation.ts`);
 * each callback is also recorded for the play functions.
 */
function LiveChatbot({ start = 'fresh', load = 'ready', emptyCategory, sendFails, ...on }: StoryArgs) {
  const { locale } = useLocale();
  const server = SERVER[locale];
  const [conversation, setConversation] = useState(() => startingConversation(locale, start));
  const [rating, setRating] = useState<ChatRating>({ step: 'closed' });
  const [selected, setSelected] = useState<string>();

  if (load === 'loading') return <ChatbotScreen status="loading" onBack={on.onBack} />;
  if (load === 'error' || load === 'offline')
    return (
      <ChatbotScreen
        status="error"
        offline={load === 'offline'}
        onRetryLoad={on.onRetryLoad}
        onBack={on.onBack}
      />
    );

  return (
    <ChatbotScreen
      status="ready"
      categories={server.categories}
      selectedCategory={selected}
      messages={conversation.messages}
      rating={rating}
      draft={conversation.draft}
      onDraftChange={(draft) => setConversation((c) => ({ ...c, draft }))}
      onBack={on.onBack}
      canComplain
      onSelectCategory={(category) => {
        on.onSelectCategory(category);
        setSelected(category.id);
        setConversation((c) => showCategory(c, category, emptyCategory ? [] : server.questions));
      }}
      onAsk={(messageId, question) => {
        on.onAsk(messageId, question);
        setConversation((c) => askQuestion(c, question));
      }}
      onFeedback={(messageId, helpful) => {
        on.onFeedback(messageId, helpful);
        setConversation((c) => giveFeedback(c, messageId, helpful));
        if (helpful) setRating({ step: 'stars' });
      }}
      onRate={(score) => {
        on.onRate(score);
        if (score >= 4) setConversation((c) => append(c, { kind: 'note', note: 'thanksRating' }));
        setRating(score < 4 ? { step: 'thanks', message: server.lowScore } : { step: 'closed' });
      }}
      onCloseRating={() => {
        if (rating.step === 'stars')
          setConversation((c) => append(c, { kind: 'note', note: 'thanksFeedback' }));
        setRating({ step: 'closed' });
      }}
      onSendText={(text) => {
        on.onSendText(text);
        setConversation((c) => {
          const sent = startText(c, text);
          return sendFails
            ? textFailed(sent.conversation, sent.id)
            : textSent(sent.conversation, sent.id, server.textReply);
        });
      }}
      onRetryText={on.onRetryText}
      onRetry={on.onRetry}
      onTalkToPerson={on.onTalkToPerson}
      onComplaint={on.onComplaint}
    />
  );
}

const meta = {
  title: 'Service/Chatbot',
  component: LiveChatbot,
  args: {
    onSelectCategory: fn(),
    onAsk: fn(),
    onFeedback: fn(),
    onSendText: fn(),
    onRetryText: fn(),
    onRetry: fn(),
    onTalkToPerson: fn(),
    onComplaint: fn(),
    onRate: fn(),
    onRetryLoad: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof LiveChatbot>;
export default meta;
type Story = StoryObj<typeof meta>;

const server = (globals: Globals) => SERVER[globals.locale === 'id' ? 'id' : 'en'];
const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log');
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function chooseFirstCategory(canvasElement: HTMLElement, globals: Globals) {
  const t = storyText({ globals });
  const topics = within(canvasElement).getByRole('group', { name: t('chatbot.topics') });
  await userEvent.click(within(topics).getByRole('button', { name: server(globals).categories[0]!.title }));
}

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

/** An answer with action_type 4 offers the complaint form. */
export const ComplaintAction: Story = {
  args: { start: 'answered' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    await userEvent.click(within(log(canvasElement)).getByRole('button', { name: t('chatbot.complaint') }));
    await expect(args.onComplaint).toHaveBeenCalledWith('m2');
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
