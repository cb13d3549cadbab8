import {
  emptyConversation,
  MAX_MESSAGES,
  MAX_TEXT_LENGTH,
  type ChatQuestion,
  type ChatIntent,
  type ChatFeedback,
  type ChatNote,
  type ChatMessage,
  type Conversation,
} from './conversation';

/**
 * A conversation kept in sessionStorage and read back: anything unreadable, of another version or damaged
 * gives a fresh conversation, and each message is checked before it is shown again.
 */
const STORAGE_VERSION = 1;

/** The key a conversation is kept under, one per order. */
export const storageKey = (orderNo: string) => `loanH5.chatbot.${orderNo || 'none'}`;

export function serialise(conversation: Conversation): string {
  return JSON.stringify({ v: STORAGE_VERSION, ...conversation });
}

/**
 * Reads a stored conversation back. Anything unreadable gives a fresh one; a message that is not
 * well-formed is left out (the rest stays); a text still `sending` when the page went away is `failed`
 * (we cannot know whether it arrived), so the borrower can send it again.
 */
export function restore(stored: string | null | undefined): Conversation {
  if (!stored) return emptyConversation();
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return emptyConversation();
  }
  if (!isRecord(data) || data.v !== STORAGE_VERSION || !Array.isArray(data.messages))
    return emptyConversation();
  const messages: ChatMessage[] = [];
  const seen = new Set<string>();
  for (const raw of data.messages.slice(-MAX_MESSAGES)) {
    const message = readMessage(raw);
    if (!message || seen.has(message.id)) continue;
    seen.add(message.id);
    messages.push(
      message.kind === 'typed' && message.state === 'sending' ? { ...message, state: 'failed' } : message,
    );
  }
  // The next id is past every id kept, whatever the stored counter says.
  const highest = messages.reduce((max, m) => Math.max(max, Number(m.id.slice(1)) + 1), 0);
  const seq =
    typeof data.seq === 'number' && Number.isSafeInteger(data.seq) ? Math.max(data.seq, highest) : highest;
  const draft = typeof data.draft === 'string' ? data.draft.slice(0, MAX_TEXT_LENGTH) : '';
  return { seq, messages, draft };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const NOTES: readonly ChatNote[] = ['thanksFeedback', 'sorryNotHelpful', 'thanksRating', 'textReceived'];
const FEEDBACK: readonly ChatFeedback[] = ['none', 'helpful', 'notHelpful'];
const TEXT_STATES = ['sending', 'sent', 'failed'] as const;

function readQuestion(raw: unknown): ChatQuestion | null {
  if (!isRecord(raw)) return null;
  const { id, question, answer, actionType } = raw;
  return isText(id) && isText(question) && isText(answer) && isWhole(actionType)
    ? { id, question, answer, actionType }
    : null;
}

function readIntent(raw: unknown): ChatIntent | null {
  if (!isRecord(raw)) return null;
  if (raw.kind === 'category' && isText(raw.categoryId) && isText(raw.category))
    return { kind: 'category', categoryId: raw.categoryId, category: raw.category };
  if (raw.kind === 'feedback' && isText(raw.answerId) && typeof raw.helpful === 'boolean')
    return { kind: 'feedback', answerId: raw.answerId, helpful: raw.helpful };
  return null;
}

function readMessage(raw: unknown): ChatMessage | null {
  if (!isRecord(raw) || !isText(raw.id) || !/^m\d{1,9}$/.test(raw.id)) return null;
  const id = raw.id;
  switch (raw.kind) {
    case 'questions': {
      if (!isText(raw.categoryId) || !isText(raw.category) || !Array.isArray(raw.questions)) return null;
      const questions = raw.questions.map(readQuestion);
      if (questions.some((q) => q === null)) return null;
      return {
        id,
        kind: 'questions',
        categoryId: raw.categoryId,
        category: raw.category,
        questions: questions as ChatQuestion[],
      };
    }
    case 'asked':
      return isText(raw.questionId) && isText(raw.text)
        ? { id, kind: 'asked', questionId: raw.questionId, text: raw.text }
        : null;
    case 'answer':
      return isText(raw.qaId) &&
        isText(raw.text) &&
        isWhole(raw.actionType) &&
        FEEDBACK.includes(raw.feedback as ChatFeedback)
        ? {
            id,
            kind: 'answer',
            qaId: raw.qaId,
            text: raw.text,
            actionType: raw.actionType,
            feedback: raw.feedback as ChatFeedback,
          }
        : null;
    case 'typed': {
      const state = TEXT_STATES.find((s) => s === raw.state);
      return isText(raw.text) && raw.text.trim() !== '' && state
        ? { id, kind: 'typed', text: raw.text.slice(0, MAX_TEXT_LENGTH), state }
        : null;
    }
    case 'reply':
      return isText(raw.text) ? { id, kind: 'reply', text: raw.text } : null;
    case 'note':
      return NOTES.includes(raw.note as ChatNote) ? { id, kind: 'note', note: raw.note as ChatNote } : null;
    case 'failed': {
      const intent = readIntent(raw.intent);
      return intent && typeof raw.offline === 'boolean' && isText(raw.message)
        ? { id, kind: 'failed', intent, offline: raw.offline, message: raw.message }
        : null;
    }
    default:
      return null;
  }
}
