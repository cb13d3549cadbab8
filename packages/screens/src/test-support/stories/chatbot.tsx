// The live conversation and the play helpers of the ChatbotScreen stories (ChatbotScreen*.stories.tsx).
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../storyText';
import { ChatbotScreen, type ChatCategory } from '../../screens/Chatbot/ChatbotScreen';
import type { ChatRating } from '../../screens/Chatbot/ChatRatingModal';
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
} from '../../screens/Chatbot/chatConversation';

export type Globals = Record<string, unknown>;

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
export function LiveChatbot({ start = 'fresh', load = 'ready', emptyCategory, sendFails, ...on }: StoryArgs) {
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

export const server = (globals: Globals) => SERVER[globals.locale === 'id' ? 'id' : 'en'];

export const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log');

export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export async function chooseFirstCategory(canvasElement: HTMLElement, globals: Globals) {
  const t = storyText({ globals });
  const topics = within(canvasElement).getByRole('group', { name: t('chatbot.topics') });
  await userEvent.click(within(topics).getByRole('button', { name: server(globals).categories[0]!.title }));
}

/** The meta every ChatbotScreen*.stories.tsx shares (fresh spies per file). */
export const chatbotMeta = () => ({
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
});
