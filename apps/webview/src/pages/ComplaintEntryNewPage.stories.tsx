import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor, newProblemTypesFor, type MockMarket } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import ComplaintEntryNewPage from './ComplaintEntryNewPage';
import { COMPLAINT_ORDER_KEY, COMPLAINT_SELECTED_INDEX_KEY } from './complaintLinks';
import { PageProbe, probedUrl } from './complaintPageProbe';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();
const store = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');

/** The real /complainNewPage container against the mock backend. */
const meta = {
  title: 'App/Complaint new entry page',
  component: ComplaintEntryNewPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/complainNewPage?orderNo=LN2025060210001&tok=t0k', bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: () => (
    <Routes>
      <Route path="/complainNewPage" element={<ComplaintEntryNewPage />} />
      <Route path="/intelligentCustomerService" element={<PageProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
    localStorage.removeItem(COMPLAINT_ORDER_KEY);
    localStorage.removeItem(COMPLAINT_SELECTED_INDEX_KEY);
  },
} satisfies Meta<typeof ComplaintEntryNewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A type keeps the order and its position on the phone and opens the chatbot with them. */
export const ChooseType: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('complaint.newHeading') })).toBeVisible();
    const third = newProblemTypesFor(marketOf(globals))[2]!;
    await userEvent.click(canvas.getByRole('button', { name: third.title_local }));
    await waitFor(() => expect(probedUrl(canvasElement)?.pathname).toBe('/intelligentCustomerService'));
    const target = probedUrl(canvasElement)!;
    await expect(target.searchParams.get('selectedIndex')).toBe('2');
    await expect(target.searchParams.get('orderNo')).toBe('LN2025060210001');
    await expect(target.searchParams.get('tok')).toBe('t0k');
    await expect(JSON.parse(localStorage.getItem(COMPLAINT_SELECTED_INDEX_KEY) ?? 'null')).toBe(2);
    await expect(JSON.parse(localStorage.getItem(COMPLAINT_ORDER_KEY) ?? 'null')).toBe('LN2025060210001');
  },
};
