/**
 * The chatbot's conversation rules (spec screen 7), pure: what each step appends, what is never shown
 * twice, and how a stored conversation is read back. The app keeps the result in sessionStorage per order.
 */

/** A question of a category, with the answer it leads to. */
export interface ChatQuestion {
  id: string;
  question: string;
  answer: string;
  /** `QA_ACTION_COMPLAINT_FORM` (4) offers the complaint form under the answer. */
  actionType: number;
}

/** What the borrower may retry after it failed (a typed message retries from its own bubble). */
export type ChatIntent =
  | { kind: 'category'; categoryId: string; category: string }
  | { kind: 'feedback'; answerId: string; helpful: boolean };

export type ChatFeedback = 'none' | 'helpful' | 'notHelpful';

/** The notes the chatbot says in its own words (copy keys `chatbot.note.<note>`). */
export type ChatNote = 'thanksFeedback' | 'sorryNotHelpful' | 'thanksRating' | 'textReceived';

export type ChatMessage =
  /** The questions of a category (none: the category has nothing yet). */
  | { id: string; kind: 'questions'; categoryId: string; category: string; questions: ChatQuestion[] }
  /** The question the borrower chose, as their bubble. */
  | { id: string; kind: 'asked'; questionId: string; text: string }
  | {
      id: string;
      kind: 'answer';
      /** The answer's id (`qaId` of its records). */
      qaId: string;
      text: string;
      actionType: number;
      feedback: ChatFeedback;
    }
  /** Text the borrower typed; `sending` until the server has it, `failed` offers Try again. */
  | { id: string; kind: 'typed'; text: string; state: 'sending' | 'sent' | 'failed' }
  /** The server's own words (a reply to typed text). */
  | { id: string; kind: 'reply'; text: string }
  | { id: string; kind: 'note'; note: ChatNote }
  /** A step that failed, with Try again; `message` is the server's reason when it gave one. */
  | { id: string; kind: 'failed'; intent: ChatIntent; offline: boolean; message: string };

/** A message before it has its id. */
export type NewChatMessage = ChatMessage extends infer M
  ? M extends ChatMessage
    ? Omit<M, 'id'>
    : never
  : never;

export interface Conversation {
  /** The next message number (ids are `m<n>`, unique within the conversation). */
  seq: number;
  messages: ChatMessage[];
  /** What the borrower was typing: it survives a reload and a failed send. */
  draft: string;
}

/** The oldest messages go first beyond this, so sessionStorage never fills up. */
export const MAX_MESSAGES = 120;
/** What the chat input takes (the server's limit is not given; a question fits in far less). */
export const MAX_TEXT_LENGTH = 500;

export const emptyConversation = (): Conversation => ({ seq: 0, messages: [], draft: '' });

/** Appends messages with fresh ids, keeping the newest `MAX_MESSAGES`. */
export function append(conversation: Conversation, ...added: NewChatMessage[]): Conversation {
  let seq = conversation.seq;
  const withIds = added.map((m) => ({ ...m, id: `m${seq++}` }) as ChatMessage);
  const messages = [...conversation.messages, ...withIds];
  return { ...conversation, seq, messages: messages.slice(-MAX_MESSAGES) };
}

const last = (conversation: Conversation) => conversation.messages[conversation.messages.length - 1];

const intentKey = (intent: ChatIntent) =>
  intent.kind === 'category' ? `category:${intent.categoryId}` : `feedback:${intent.answerId}`;

/** Drops the Try again bubble of this intent (it is being tried again, or it worked). */
export function clearFailure(conversation: Conversation, intent: ChatIntent): Conversation {
  const key = intentKey(intent);
  const messages = conversation.messages.filter((m) => m.kind !== 'failed' || intentKey(m.intent) !== key);
  return messages.length === conversation.messages.length ? conversation : { ...conversation, messages };
}

/**
 * A category's questions arrived. Choosing the category that is already the newest bubble adds nothing
 * (a second tap, or the preselected category after a reload).
 */
export function showCategory(
  conversation: Conversation,
  category: { id: string; title: string },
  questions: readonly ChatQuestion[],
): Conversation {
  const cleared = clearFailure(conversation, { kind: 'category', categoryId: category.id, category: '' });
  const newest = last(cleared);
  if (newest?.kind === 'questions' && newest.categoryId === category.id) return cleared;
  return append(cleared, {
    kind: 'questions',
    categoryId: category.id,
    category: category.title,
    questions: [...questions],
  });
}

/** The borrower chose a question: their bubble, then the answer. The same question twice in a row adds nothing. */
export function askQuestion(conversation: Conversation, question: ChatQuestion): Conversation {
  const newest = last(conversation);
  if (newest?.kind === 'answer' && newest.qaId === question.id) return conversation;
  return append(
    conversation,
    { kind: 'asked', questionId: question.id, text: question.question },
    {
      kind: 'answer',
      qaId: question.id,
      text: question.answer,
      actionType: question.actionType,
      feedback: 'none',
    },
  );
}

/** The answer the borrower may still rate helpful or not (once per answer), or null. */
export function answerAwaitingFeedback(conversation: Conversation, messageId: string) {
  const message = conversation.messages.find((m) => m.id === messageId);
  return message?.kind === 'answer' && message.feedback === 'none' ? message : null;
}

/**
 * Helpful or not was recorded: the answer keeps it (its buttons go). Not helpful adds a note with a way
 * on; helpful adds none, since the rating follows and its outcome is the one thank-you (the app adds
 * `thanksFeedback` when the borrower closes the rating without stars).
 */
export function giveFeedback(conversation: Conversation, messageId: string, helpful: boolean): Conversation {
  const answer = answerAwaitingFeedback(conversation, messageId);
  if (!answer) return conversation;
  const intent: ChatIntent = { kind: 'feedback', answerId: messageId, helpful };
  const feedback: ChatFeedback = helpful ? 'helpful' : 'notHelpful';
  const messages = clearFailure(conversation, intent).messages.map((m): ChatMessage =>
    m.id === messageId && m.kind === 'answer' ? { ...m, feedback } : m,
  );
  const marked = { ...conversation, messages };
  return helpful ? marked : append(marked, { kind: 'note', note: 'sorryNotHelpful' });
}

/** A step failed: one Try again bubble per intent, the newest last. */
export function failStep(
  conversation: Conversation,
  intent: ChatIntent,
  failure: { offline: boolean; message?: string },
): Conversation {
  return append(clearFailure(conversation, intent), {
    kind: 'failed',
    intent,
    offline: failure.offline,
    message: failure.message ?? '',
  });
}

/** Typed text that may be sent: something besides spaces, within `MAX_TEXT_LENGTH`. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT_LENGTH);
}

/** The borrower sends typed text: its bubble, `sending`; the draft is emptied (the bubble keeps the text). */
export function startText(
  conversation: Conversation,
  text: string,
): { conversation: Conversation; id: string } {
  const id = `m${conversation.seq}`;
  return {
    conversation: { ...append(conversation, { kind: 'typed', text, state: 'sending' }), draft: '' },
    id,
  };
}

/** Try again on a failed typed bubble: sending again. */
export function retryText(conversation: Conversation, id: string): Conversation {
  return setTextState(conversation, id, 'sending');
}

/** The server has the text: the bubble is sent, and its reply (or our own receipt note) follows. */
export function textSent(conversation: Conversation, id: string, reply: string): Conversation {
  const sent = setTextState(conversation, id, 'sent');
  const text = reply.trim();
  return append(sent, text ? { kind: 'reply', text } : { kind: 'note', note: 'textReceived' });
}

export const textFailed = (conversation: Conversation, id: string) =>
  setTextState(conversation, id, 'failed');

function setTextState(conversation: Conversation, id: string, state: 'sending' | 'sent' | 'failed') {
  return {
    ...conversation,
    messages: conversation.messages.map((m) => (m.id === id && m.kind === 'typed' ? { ...m, state } : m)),
  };
}

/**
 * The category `selectedIndex` names (its 0-based place in the list on /complainNewPage, which shows the
 * same categories), or null when it is missing, not a whole number or out of range.
 */
export function categoryAt<T>(categories: readonly T[], selectedIndex: string | null | undefined): T | null {
  if (selectedIndex == null || !/^\d{1,4}$/.test(selectedIndex.trim())) return null;
  return categories[Number(selectedIndex.trim())] ?? null;
}

/** The category whose questions were shown last (its tab shows as selected), if any. */
export function lastCategoryId(conversation: Conversation): string | undefined {
  for (let i = conversation.messages.length - 1; i >= 0; i -= 1) {
    const m = conversation.messages[i]!;
    if (m.kind === 'questions') return m.categoryId;
  }
  return undefined;
}

/** The answer shown last (a request for a person names it), if any. */
export function lastAnswerId(conversation: Conversation): string | undefined {
  for (let i = conversation.messages.length - 1; i >= 0; i -= 1) {
    const m = conversation.messages[i]!;
    if (m.kind === 'answer') return m.qaId;
  }
  return undefined;
}
