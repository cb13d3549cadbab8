import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { BridgeProvider } from '../bridge/BridgeContext';
import type { NativeBridge } from '../bridge/NativeBridge';
import TestPreviewPage, { TEST_PREVIEW_STORAGE_KEY } from './TestPreviewPage';
import { DEMO_PHONE } from './testPreviewBridge';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

/** Stands in for the Android app: records what the page asks of it. */
const androidApp = {
  name: 'android',
  openPage: fn(() => true),
  close: fn(() => true),
  openPageWithParams: fn(() => true),
  goHome: fn(),
  goMine: fn(),
  logout: fn(),
  callPhone: fn(() => true),
  goRate: fn(),
  track: fn(),
  startBank: fn(),
  endBank: fn(),
} satisfies NativeBridge;

/** The real /testPreview container: values persist in local storage and every link carries them. */
const meta = {
  title: 'App/Test preview page',
  component: TestPreviewPage,
  parameters: { docs: { story: inOwnFrame } },
  beforeEach: () => {
    localStorage.removeItem(TEST_PREVIEW_STORAGE_KEY);
    return () => localStorage.removeItem(TEST_PREVIEW_STORAGE_KEY);
  },
} satisfies Meta<typeof TestPreviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinksCarryTheValues: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('testPreview.deviceId') }), 'dev-42');
    await userEvent.type(canvas.getByRole('textbox', { name: t('testPreview.orderId') }), '9001');
    const link = canvas.getByRole('link', { name: /^\/loanDetails/ });
    await expect(link.getAttribute('href')).toMatch(/^\/loanDetails\?/);
    const query = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    await expect(query.get('orderId')).toBe('9001');
    await expect(query.get('dId')).toBe('dev-42');
    // Nothing was stored before: links keep the language the page is shown in.
    await expect(query.get('lang')).toBe(globals.locale === 'id' ? '0' : '1');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(TEST_PREVIEW_STORAGE_KEY) ?? '{}')).toMatchObject({
        orderId: '9001',
      }),
    );
  },
};

export const RestoredFromStorage: Story = {
  beforeEach: () => {
    localStorage.setItem(
      TEST_PREVIEW_STORAGE_KEY,
      JSON.stringify({ productId: '12', orderId: '777', lang: 'id' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByDisplayValue('777')).toBeVisible();
    const href = canvas.getByRole('link', { name: /^\/loanConfirm/ }).getAttribute('href');
    await expect(href).toContain('productId=12');
    await expect(href).toContain('lang=0');
  },
};

export const BridgeButtonsCallTheApp: Story = {
  decorators: [
    (Story) => (
      <BridgeProvider bridge={androidApp}>
        <Story />
      </BridgeProvider>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: t('testPreview.bridge', { name: 'Android' }) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('testPreview.bridgeAction.callPhone') }));
    await expect(androidApp.callPhone).toHaveBeenLastCalledWith(DEMO_PHONE);
    await userEvent.type(canvas.getByRole('textbox', { name: t('testPreview.orderId') }), '9001');
    await userEvent.click(
      canvas.getByRole('button', { name: t('testPreview.bridgeAction.openPageWithParams') }),
    );
    await expect(androidApp.openPageWithParams).toHaveBeenLastCalledWith('/loanDetails', { orderId: '9001' });
  },
};
