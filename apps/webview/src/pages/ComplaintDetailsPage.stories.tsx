import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor, type MockMarket } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import ComplaintDetailsPage from './ComplaintDetailsPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();
const store = createMockStore();
const failing = createMockStore();
const plain = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
/** What save-score answers under `code:save-score:...` (English|Indonesian). */
const SCORE_FAILURE = [
  'Rating service is busy. Try later.',
  'Layanan penilaian sedang sibuk. Coba lagi nanti.',
];

/** The real /complainDetails container against the mock backend (complaint 5001 is answered, asks for a rating). */
const meta = {
  title: 'App/Complaint details page',
  component: ComplaintDetailsPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/complainDetails?problemId=5001&tok=t0k', bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  beforeEach: () => {
    clearBridge(bridge);
    for (const each of [store, failing, plain]) each.reset();
  },
} satisfies Meta<typeof ComplaintDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The rating stories come last: each waits the real 3 s, so none pays the first story's start-up too.
async function ratingDialog(canvasElement: HTMLElement, globals: Globals) {
  const t = storyText({ globals });
  // Opens about 3 s after the page shows (spec 9).
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: t('complaint.rateTitle') },
    { timeout: 8000 },
  );
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A complaint without a reply (5002): no "Process result", the promise to reply; no rating asked. */
export const NoReply: Story = {
  parameters: { page: { url: '/complainDetails?problemId=5002', bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('complaint.pending'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('complaint.result') })).toBeNull();
  },
};

/** `empty:problem-detail`: no photos and no reply come back; the text and its counter still show. */
export const WithoutImages: Story = {
  name: 'No images, no reply',
  parameters: { msw: { handlers: { backend: handlersFor('empty:problem-detail,isScore:0', plain) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const complaint = plain.for(marketOf(globals)).complaints.find((c) => c.problemId === '5001')!;
    await expect(await canvas.findByText(complaint.content)).toBeVisible();
    await expect(
      canvas.getByText(t('complaint.counter', { count: Array.from(complaint.content).length, max: 200 })),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('complaint.viewPhoto', { index: 1, count: 1 }) }),
    ).toBeNull();
  },
};

/**
 * The reply with its photo (mock photos are paths on the server, shown from its origin); 3 s later the
 * rating: 4 stars, Send posts save-score once with score 4, and the borrower is thanked.
 */
export const RateFour: Story = {
  name: 'Reply, then rating 4 and thanks',
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const complaint = store.for(marketOf(globals)).complaints.find((c) => c.problemId === '5001')!;
    const result = await canvas.findByRole('region', { name: t('complaint.result') });
    await expect(result).toHaveTextContent(complaint.disposeDetail);
    const photo = within(result).getByRole('button', {
      name: t('complaint.viewReplyPhoto', { index: 1, count: 1 }),
    });
    await expect(photo.querySelector('img')?.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/mock-assets\//);

    const dialog = await ratingDialog(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 4 }) }));
    const send = within(dialog).getByRole('button', { name: t('common.send') });
    await userEvent.click(send);
    await userEvent.click(send).catch(() => undefined);
    // The thank-you toast fades in.
    const thanks = await within(canvasElement.ownerDocument.body).findByText(t('complaint.rateThanks'));
    await waitFor(() => expect(thanks).toBeVisible());
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    const posts = store.calls.filter((c) => c.endpoint === 'save-score');
    await expect(posts).toHaveLength(1);
    await expect(posts[0]!.payload).toMatchObject({ score: '4', problemId: '5001' });
  },
};

/** save-score fails: the server's message shows in the rating, the stars stay, nothing is thanked. */
export const RatingFails: Story = {
  name: 'Rating failing',
  parameters: {
    msw: { handlers: { backend: handlersFor(`code:save-score:01:${SCORE_FAILURE.join('|')}`, failing) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const dialog = await ratingDialog(canvasElement, globals);
    const two = within(dialog).getByRole('radio', { name: t('rating.star', { count: 2 }) });
    await userEvent.click(two);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.send') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SCORE_FAILURE[globals.locale === 'id' ? 1 : 0]!,
    );
    await expect(two).toBeChecked();
    await expect(within(canvasElement).queryByText(t('complaint.rateThanks'))).toBeNull();
  },
};
