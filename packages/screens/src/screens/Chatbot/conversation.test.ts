import { describe, expect, it } from 'vitest';
import {
  append,
  askQuestion,
  categoryAt,
  emptyConversation,
  failStep,
  giveFeedback,
  lastAnswerId,
  lastCategoryId,
  MAX_MESSAGES,
  MAX_TEXT_LENGTH,
  restore,
  retryText,
  sendableText,
  serialise,
  showCategory,
  startText,
  storageKey,
  textFailed,
  textSent,
  type ChatQuestion,
  type Conversation,
} from './chatConversation';

const PAY: ChatQuestion = { id: '101', question: 'How do I repay?', answer: 'Tap Repay.', actionType: 0 };
const LATE: ChatQuestion = {
  id: '102',
  question: 'Paid, not shown',
  answer: 'File a complaint.',
  actionType: 4,
};
const REPAY = { id: '1', title: 'Repayment' };
const LOANS = { id: '2', title: 'Loans' };
const kinds = (c: Conversation) => c.messages.map((m) => m.kind);

describe('showCategory', () => {
  it.each([
    ['a first category', [], REPAY, ['questions']],
    ['the same category again right away', [REPAY], REPAY, ['questions']],
    ['another category', [REPAY], LOANS, ['questions', 'questions']],
    ['the first again after another', [REPAY, LOANS], REPAY, ['questions', 'questions', 'questions']],
  ])('%s', (_name, before, chosen, expected) => {
    let c = emptyConversation();
    for (const cat of before) c = showCategory(c, cat, [PAY]);
    expect(kinds(showCategory(c, chosen, [PAY]))).toEqual(expected);
  });

  it('drops the Try again bubble of that category once its questions arrive', () => {
    const failed = failStep(
      emptyConversation(),
      { kind: 'category', categoryId: '1', category: 'Repayment' },
      { offline: true },
    );
    expect(kinds(showCategory(failed, REPAY, [PAY]))).toEqual(['questions']);
  });

  it('keeps an empty category as a bubble with no questions', () => {
    const c = showCategory(emptyConversation(), REPAY, []);
    expect(c.messages[0]).toMatchObject({ kind: 'questions', category: 'Repayment', questions: [] });
  });
});

describe('askQuestion and feedback', () => {
  it.each([
    ['a question', [PAY], ['asked', 'answer']],
    ['the same question twice in a row', [PAY, PAY], ['asked', 'answer']],
    ['two questions', [PAY, LATE], ['asked', 'answer', 'asked', 'answer']],
    [
      'one, another, the first again',
      [PAY, LATE, PAY],
      ['asked', 'answer', 'asked', 'answer', 'asked', 'answer'],
    ],
  ])('%s', (_name, asked, expected) => {
    let c = emptyConversation();
    for (const q of asked) c = askQuestion(c, q);
    expect(kinds(c)).toEqual(expected);
  });

  it.each([
    [true, 'helpful', undefined],
    [false, 'notHelpful', 'sorryNotHelpful'],
  ] as const)('helpful=%s marks the answer %s once, with the note %s', (helpful, feedback, note) => {
    const c = askQuestion(emptyConversation(), PAY);
    const answerId = c.messages[1]!.id;
    const once = giveFeedback(c, answerId, helpful);
    expect(once.messages[1]).toMatchObject({ kind: 'answer', feedback });
    // Helpful: no thank-you yet, the rating that follows ends with the one thank-you.
    if (note) expect(once.messages[2]).toMatchObject({ kind: 'note', note });
    else expect(once.messages).toHaveLength(2);
    expect(giveFeedback(once, answerId, !helpful)).toBe(once);
  });

  it('ignores feedback on a message that is not an answer', () => {
    const c = askQuestion(emptyConversation(), PAY);
    expect(giveFeedback(c, c.messages[0]!.id, true)).toBe(c);
  });
});

describe('failures', () => {
  it('keeps one Try again bubble per intent, the newest last', () => {
    const intent = { kind: 'feedback' as const, answerId: 'm1', helpful: true };
    let c = failStep(emptyConversation(), intent, { offline: true });
    c = append(c, { kind: 'note', note: 'thanksRating' });
    c = failStep(c, intent, { offline: false, message: 'Busy' });
    expect(kinds(c)).toEqual(['note', 'failed']);
    expect(c.messages[1]).toMatchObject({ offline: false, message: 'Busy' });
  });
});

describe('typed text', () => {
  it.each([
    ['', null],
    ['   \n ', null],
    ['  hello ', 'hello'],
    ['x'.repeat(MAX_TEXT_LENGTH + 5), 'x'.repeat(MAX_TEXT_LENGTH)],
  ])('sendableText(%j) is %j', (text, expected) => {
    expect(sendableText(text)).toBe(expected);
  });

  it('sending → failed → again → sent with the reply; the draft empties, the text stays in the bubble', () => {
    const { conversation, id } = startText({ ...emptyConversation(), draft: 'hello' }, 'hello');
    expect(conversation.draft).toBe('');
    expect(conversation.messages[0]).toEqual({ id, kind: 'typed', text: 'hello', state: 'sending' });
    const failed = textFailed(conversation, id);
    expect(failed.messages[0]).toMatchObject({ state: 'failed', text: 'hello' });
    const sent = textSent(retryText(failed, id), id, ' We have it ');
    expect(sent.messages).toEqual([
      { id, kind: 'typed', text: 'hello', state: 'sent' },
      { id: 'm1', kind: 'reply', text: 'We have it' },
    ]);
  });

  it('a reply without text gives our own receipt note', () => {
    const { conversation, id } = startText(emptyConversation(), 'hi');
    expect(textSent(conversation, id, '').messages[1]).toMatchObject({ kind: 'note', note: 'textReceived' });
  });
});

describe('append', () => {
  it(`keeps the newest ${MAX_MESSAGES} messages with unique ids`, () => {
    let c = emptyConversation();
    for (let i = 0; i < MAX_MESSAGES + 10; i += 1) c = append(c, { kind: 'reply', text: String(i) });
    expect(c.messages).toHaveLength(MAX_MESSAGES);
    expect(c.messages[0]).toMatchObject({ text: '10' });
    expect(new Set(c.messages.map((m) => m.id)).size).toBe(MAX_MESSAGES);
  });
});

describe('restore', () => {
  const full = (() => {
    let c = showCategory(emptyConversation(), REPAY, [PAY, LATE]);
    c = askQuestion(c, LATE);
    c = giveFeedback(c, c.messages[2]!.id, true);
    c = failStep(c, { kind: 'category', categoryId: '2', category: 'Loans' }, { offline: true });
    const typed = startText(c, 'hi');
    c = textSent(typed.conversation, typed.id, 'ok');
    return { ...c, draft: 'half typed' };
  })();

  it('reads back what was stored', () => {
    expect(restore(serialise(full))).toEqual(full);
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['not JSON', '{"v":1,'],
    ['an array', '[]'],
    ['another version', JSON.stringify({ v: 2, seq: 1, messages: [], draft: '' })],
    ['messages not a list', JSON.stringify({ v: 1, seq: 1, messages: {}, draft: '' })],
  ])('starts over from %s', (_name, stored) => {
    expect(restore(stored)).toEqual(emptyConversation());
  });

  it.each([
    ['no id', { kind: 'reply', text: 'x' }],
    ['a foreign id', { id: 'x1', kind: 'reply', text: 'x' }],
    ['an unknown kind', { id: 'm1', kind: 'html', text: '<b>x</b>' }],
    ['a reply without text', { id: 'm1', kind: 'reply', text: 3 }],
    [
      'a bad question',
      { id: 'm1', kind: 'questions', categoryId: '1', category: 'A', questions: [{ id: 1 }] },
    ],
    [
      'an answer with unknown feedback',
      { id: 'm1', kind: 'answer', qaId: '1', text: 'a', actionType: 0, feedback: 'meh' },
    ],
    ['an empty typed text', { id: 'm1', kind: 'typed', text: '  ', state: 'sent' }],
    ['an unknown note', { id: 'm1', kind: 'note', note: 'hello' }],
    ['a failure without intent', { id: 'm1', kind: 'failed', offline: true, message: '' }],
    ['null', null],
  ])('leaves out %s and keeps the rest', (_name, bad) => {
    const stored = JSON.stringify({
      v: 1,
      seq: 3,
      draft: '',
      messages: [bad, { id: 'm2', kind: 'reply', text: 'kept' }],
    });
    expect(restore(stored).messages).toEqual([{ id: 'm2', kind: 'reply', text: 'kept' }]);
  });

  it('turns a text still sending into failed, so it can be sent again', () => {
    const { conversation } = startText(emptyConversation(), 'hi');
    expect(restore(serialise(conversation)).messages[0]).toMatchObject({ state: 'failed' });
  });

  it('gives new messages ids past every kept one, whatever the stored counter says', () => {
    const stored = JSON.stringify({
      v: 1,
      seq: 0,
      draft: 5,
      messages: [
        { id: 'm7', kind: 'reply', text: 'a' },
        { id: 'm7', kind: 'reply', text: 'dup' },
      ],
    });
    const c = restore(stored);
    expect(c.messages).toHaveLength(1);
    expect(c.draft).toBe('');
    expect(append(c, { kind: 'reply', text: 'b' }).messages[1]!.id).toBe('m8');
  });

  it('keys the conversation by order', () => {
    expect(storageKey('LN1')).toBe('loanH5.chatbot.LN1');
    expect(storageKey('')).toBe('loanH5.chatbot.none');
  });
});

describe('categoryAt', () => {
  it.each([
    ['0', 'a'],
    ['2', 'c'],
    [' 1 ', 'b'],
    ['3', null],
    ['-1', null],
    ['1.5', null],
    ['x', null],
    ['', null],
    [null, null],
  ])('selectedIndex %j is %j', (index, expected) => {
    expect(categoryAt(['a', 'b', 'c'], index)).toBe(expected);
  });
});

describe('lastCategoryId and lastAnswerId', () => {
  it.each([
    ['nothing yet', emptyConversation(), undefined, undefined],
    ['a category', showCategory(emptyConversation(), REPAY, [PAY]), '1', undefined],
    [
      'two categories and an answer',
      askQuestion(showCategory(showCategory(emptyConversation(), REPAY, [PAY]), LOANS, [LATE]), LATE),
      '2',
      '102',
    ],
  ])('%s', (_name, conversation, category, answer) => {
    expect(lastCategoryId(conversation)).toBe(category);
    expect(lastAnswerId(conversation)).toBe(answer);
  });
});
