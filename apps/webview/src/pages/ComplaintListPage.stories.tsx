import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor, type MockMarket } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import ComplaintListPage from './ComplaintListPage';
import { PageProbe, probedUrl } from './complaintPageProbe';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();
const store = createMockStore();
const empty = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');

/** The real /complaintList container against the mock backend. */
const meta = {
  title: 'App/Complaint list page',
  component: ComplaintListPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/complaintList?tok=t0k', bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: () => (
    <Routes>
      <Route path="/complaintList" element={<ComplaintListPage />} />
      <Route path="/complainDetails" element={<PageProbe />} />
      <Route path="/complaint" element={<PageProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
    empty.reset();
  },
} satisfies Meta<typeof ComplaintListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The borrower's complaints by tab; the resolved one opens its details with its id and the page's params. */
export const WithEntries: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const resolved = store.for(marketOf(globals)).complaints.find((c) => c.disposeDetail)!;
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs).toHaveLength(2);
    await userEvent.click(tabs[1]!);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(resolved.type) }));
    await waitFor(() => expect(probedUrl(canvasElement)?.pathname).toBe('/complainDetails'));
    await expect(probedUrl(canvasElement)?.searchParams.get('problemId')).toBe(resolved.problemId);
    await expect(probedUrl(canvasElement)?.searchParams.get('tok')).toBe('t0k');
  },
};

/** No complaints (`empty:problem-list`): each tab's empty state files one at the entry. */
export const EmptyList: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('empty:problem-list', empty) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('complaint.listEmpty') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('complaint.fileOne') }));
    await waitFor(() => expect(probedUrl(canvasElement)?.pathname).toBe('/complaint'));
  },
};

/** The list cannot be loaded: the error, and Try again loads it. */
export const NetworkErrorRetry: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('network-error:problem-list', empty) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.network'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
