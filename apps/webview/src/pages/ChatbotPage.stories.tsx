import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { qaList, qaRecord } from '@loan-h5/api';
import {
  createMockStore,
  createQaList,
  endpointPattern,
  handlersFor,
  qaReply,
  type MockMarket,
  type MockStore,
} from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { hasPage } from '../routes/hasPage';
import ChatbotPage from './ChatbotPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';

const bridge = recordingBridge();
const store = createMockStore();
// A scenario's state reseeds the store it is given: one store per state.
const emptyCategory = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
const ORDER = 'LN2025060210001';

/** The first <n> qa-record calls lose their connection; the next ones reach the mock backend. */
let recordFailuresLeft = 0;
const recordFailsFirst = http.post(endpointPattern(qaRecord, '/gateway'), () => {
  if (recordFailuresLeft <= 0) return undefined;
  recordFailuresLeft -= 1;
  return HttpResponse.error();
});

/** The first get-qa-list call loses its connection; the next ones reach the mock backend. */
let listFailuresLeft = 0;
const listFailsFirst = http.get(endpointPattern(qaList, '/gateway'), () => {
  if (listFailuresLeft <= 0) return undefined;
  listFailuresLeft -= 1;
  return HttpResponse.error();
});

/** Where the chatbot led (customer service, the complaint form) stands in as its address. */
function Probe() {
  const { pathname, search } = useLocation();
  return <p data-probe="">{`${pathname}${search}`}</p>;
}

/** The real /intelligentCustomerService container against the mock backend. */
const meta = {
  title: 'App/Chatbot page',
  component: ChatbotPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: `/intelligentCustomerService?tok=t0k&orderNo=${ORDER}&selectedIndex=0`, bridge },
    msw: { handlers: { backend: [recordFailsFirst, ...handlersFor('', store)] } },
  },
  render: () => (
    <Routes>
      <Route path="/intelligentCustomerService" element={<ChatbotPage />} />
      <Route path="/customerService" element={<Probe />} />
      <Route path="/complainPageNext" element={<Probe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    for (const each of [store, emptyCategory]) each.reset();
    recordFailuresLeft = 0;
    listFailuresLeft = 0;
    window.sessionStorage.removeItem(`loanH5.chatbot.${ORDER}`);
  },
} satisfies Meta<typeof ChatbotPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first category's entries, as the mock backend sends them in the story's market. */
const firstCategory = (globals: Globals) => {
  const market = marketOf(globals);
  const top = createQaList(market, 0).answerList[0]!;
  const entries = createQaList(market, top.id).answerList;
  const question = (i: number) => {
    const q = entries[i]!.question;
    return typeof q === 'object' && q !== null ? q.title_local : '';
  };
  return { alias: top.title_local_alias, entries, question };
};

const recordsOf = (s: MockStore) => s.calls.filter((c) => c.endpoint === 'qa-record').map((c) => c.payload);
const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log');

/** selectedIndex=0 opened on the first category; its first question chosen: the answer. */
async function openFirstAnswer(canvasElement: HTMLElement, globals: Globals, index = 0) {
  const { entries, question } = firstCategory(globals);
  const region = await within(canvasElement).findByRole('log');
  await userEvent.click(await within(region).findByRole('button', { name: question(index) }));
  await expect(region).toHaveTextContent(entries[index]!.title_local);
  return region;
}

/**
 * The journey of the brief: opened on the category chosen on /complainNewPage, a question, Helpful
 * (type 2, value 1), 5 stars (type 3, value 5) → the app's rate dialog (`goRate`).
 */
export const HelpfulFiveStars: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await openFirstAnswer(canvasElement, globals);
    await expect(
      within(canvasElement).getByRole('button', { name: firstCategory(globals).alias }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(region).getByRole('button', { name: t('chatbot.helpful') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('chatbot.rating.title') });
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 5 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await waitFor(() => expect(bridge.goRate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const qaId = String(firstCategory(globals).entries[0]!.id);
    await expect(recordsOf(store)).toEqual([
      expect.objectContaining({ orderNo: ORDER, type: '2', value: '1', qaId }),
      expect.objectContaining({ orderNo: ORDER, type: '3', value: '5', qaId }),
    ]);
    // One thank-you after the rating: a single bubble, no pop-up.
    const chat = within(canvasElement).getByRole('log');
    await expect(within(chat).getAllByText(t('chatbot.note.thanksRating'))).toHaveLength(1);
    await expect(chat).not.toHaveTextContent(t('chatbot.note.thanksFeedback'));
  },
};

/** 3 stars: the server's own message in the thank-you; the app's rate dialog is not asked for. */
export const LowScoreServerMessage: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await openFirstAnswer(canvasElement, globals);
    await userEvent.click(within(region).getByRole('button', { name: t('chatbot.helpful') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('chatbot.rating.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('chatbot.rating.required'));
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    const thanks = await body.findByRole('dialog', { name: t('chatbot.rating.thanksTitle') });
    await expect(thanks).toHaveTextContent(qaReply(marketOf(globals), 'lowScore'));
    await expect(bridge.goRate).not.toHaveBeenCalled();
    // The pop-up is the one thank-you: no bubble says it again.
    const chat = within(canvasElement).getByRole('log');
    await expect(chat).not.toHaveTextContent(t('chatbot.note.thanksRating'));
    await expect(chat).not.toHaveTextContent(t('chatbot.note.thanksFeedback'));
  },
};

/** Not helpful: type 2, value 2; no rating. */
export const NotHelpful: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await openFirstAnswer(canvasElement, globals);
    await userEvent.click(within(region).getByRole('button', { name: t('chatbot.notHelpful') }));
    await expect(await within(region).findByText(t('chatbot.note.sorryNotHelpful'))).toBeVisible();
    await expect(recordsOf(store)).toEqual([expect.objectContaining({ type: '2', value: '2' })]);
  },
};

/**
 * Typed text while the connection is down: the bubble keeps it with Try again (nothing lost); Try again
 * sends it (type 4) and the server's reply follows.
 */
export const TextFailsThenSent: Story = {
  beforeEach: () => {
    recordFailuresLeft = 1;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('log');
    const text = globals.locale === 'id' ? 'Kapan dana saya cair?' : 'When will my money arrive?';
    await userEvent.type(canvas.getByRole('textbox', { name: t('chatbot.inputLabel') }), text);
    await userEvent.click(canvas.getByRole('button', { name: t('common.send') }));
    await expect(await within(region).findByText(t('chatbot.notSent'))).toBeVisible();
    await expect(region).toHaveTextContent(text);
    await userEvent.click(within(region).getByRole('button', { name: t('common.retry') }));
    await expect(await within(region).findByText(qaReply(marketOf(globals), 'text'))).toBeVisible();
    await expect(recordsOf(store)).toEqual([expect.objectContaining({ type: '4', value: text })]);
  },
};

/** Talk to a person: recorded (type 1), then customer service opens with the page's query. */
export const TalkToPerson: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await openFirstAnswer(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('chatbot.talkToPerson') }));
    // What happens next, before it happens; nothing is recorded until the borrower goes on.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('chatbot.person.title'),
    });
    await expect(recordsOf(store)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: t('chatbot.person.go') }));
    const probe = await within(canvasElement).findByText(/^\/customerService\?/);
    const target = new URL(probe.textContent ?? '', 'https://h5.test');
    await expect(target.searchParams.get('tok')).toBe('t0k');
    await expect(recordsOf(store)).toEqual([expect.objectContaining({ type: '1', orderNo: ORDER })]);
  },
};

/** An answer with action_type 4 opens the complaint form with the order and the common params. */
export const ComplaintAction: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await openFirstAnswer(canvasElement, globals, 1);
    const action = within(region).queryByRole('button', { name: t('chatbot.complaint') });
    if (!hasPage('/complainPageNext')) {
      await expect(action).toBeNull();
      return;
    }
    await userEvent.click(action!);
    const probe = await within(canvasElement).findByText(/^\/complainPageNext\?/);
    const target = new URL(probe.textContent ?? '', 'https://h5.test');
    await expect(target.searchParams.get('orderNo')).toBe(ORDER);
    await expect(target.searchParams.get('tok')).toBe('t0k');
    await expect(target.searchParams.get('selectedIndex')).toBeNull();
  },
};

/** A category without answers (`qaEmptyCategory:1`): the assistant says so. */
export const EmptyAnswerList: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('qaEmptyCategory:1', emptyCategory) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await within(canvasElement).findByRole('log');
    await expect(
      await within(region).findByText(t('chatbot.noQuestions', { category: firstCategory(globals).alias })),
    ).toBeVisible();
  },
};

/** After a reload the conversation is there (sessionStorage), and the preselection adds nothing. */
export const RestoredAfterReload: Story = {
  beforeEach: () => {
    const stored = {
      v: 1,
      seq: 2,
      draft: 'half',
      messages: [
        { id: 'm0', kind: 'asked', questionId: '101', text: 'Earlier question' },
        { id: 'm1', kind: 'reply', text: 'Earlier reply' },
        { id: 'm7', kind: 'html', text: '<img src=x>' },
      ],
    };
    window.sessionStorage.setItem(`loanH5.chatbot.${ORDER}`, JSON.stringify(stored));
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await within(canvasElement).findByRole('log');
    await expect(await within(region).findByText('Earlier reply')).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: t('chatbot.inputLabel') })).toHaveValue(
      'half',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(store.calls.filter((c) => c.endpoint === 'get-qa-list')).toHaveLength(1);
    await expect(region.querySelector('img')).toBeNull();
  },
};

/** The topics are slow to come: the page's own skeleton, Back usable; then the greeting. */
export const SlowLoad: Story = {
  parameters: {
    msw: { handlers: { backend: handlersFor(`slow:get-qa-list:${SLOW_LOAD_MS}`, store) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await loadsAsSkeleton(canvasElement, globals, 'chatbot.loading');
    await skeletonGone(canvasElement);
    await expect(log(canvasElement)).toHaveTextContent(t('chatbot.greeting'));
  },
};

/** No connection for the topics: the error; Try again loads them and the greeting. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { backend: [listFailsFirst, ...handlersFor('', store)] } } },
  beforeEach: () => {
    listFailuresLeft = 1;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.network'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('log')).toHaveTextContent(t('chatbot.greeting'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
