import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { TestPreviewScreen } from './TestPreviewScreen';
import { emptyTestPreviewValues } from './testPreviewValues';
import { inOwnFrame } from '../../test-support/docsFrame';

const filled = {
  ...emptyTestPreviewValues,
  appVersion: '3.4.0',
  deviceName: 'Redmi 9A',
  deviceId: '8d1f0c2e-77aa',
  osVersion: 'Android 11',
  sessionId: 'sess-5f2a91',
  advertisingId: '38400000-8cf0-11bd',
  productId: '12',
  orderId: '2026112200017',
};

const pages = [
  { key: 'loanConfirm', path: '/loanConfirm', href: '/loanConfirm?productId=12&lang=1', available: true },
  {
    key: 'loanDetails',
    path: '/loanDetails',
    href: '/loanDetails?productId=12&orderId=2026112200017&lang=1',
    available: true,
  },
  { key: 'repayPlan', path: '/repayPlan', href: '/repayPlan?productId=12&lang=1', available: false },
  {
    key: 'paywayAddCard',
    path: '/payway#/addnormalcard',
    href: '/payway?lang=1#/addnormalcard',
    available: false,
  },
];

const meta = {
  title: 'Developer/Test preview',
  component: TestPreviewScreen,
  parameters: { docs: { story: inOwnFrame } },
  args: {
    pages,
    onChange: fn(),
    onPickContact: fn(),
    onLocate: fn(),
    onBridgeAction: fn(),
    defaultValue: filled,
  },
} satisfies Meta<typeof TestPreviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { bridgeName: 'Android' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const orderId = canvas.getByRole('textbox', { name: t('testPreview.orderId') });
    await expect(orderId).toHaveValue(filled.orderId);
    await userEvent.type(orderId, '9');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...filled, orderId: `${filled.orderId}9` });
    await expect(canvas.getByRole('link', { name: /\/loanDetails/ })).toHaveAttribute('href', pages[1]!.href);
  },
};

/** The app's list is long (every mounted page): links past the first screenful, and the sections below the
 * list, are laid out as they near the screen; they work as the others do once scrolled to. */
export const ManyPages: Story = {
  args: {
    pages: Array.from({ length: 28 }, (_, index) => ({
      key: `page${index + 1}`,
      path: `/page${index + 1}`,
      href: `/page${index + 1}?lang=1`,
      available: true,
    })),
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    const laidOutLater = rows.map((row) => getComputedStyle(row).contentVisibility === 'auto');
    await expect(laidOutLater).toEqual(rows.map((_, index) => index >= 6));
    await expect(canvas.getByRole('region', { name: t('testPreview.device') })).toHaveAttribute('data-later');
    const last = canvas.getByRole('link', { name: '/page28' });
    last.scrollIntoView();
    await expect(last).toBeVisible();
    await expect(last.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: t('testPreview.location') }));
    await expect(args.onLocate).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { defaultValue: emptyTestPreviewValues } };

/** A short list: the sections below it may be on the first screen, so they are laid out with the page. */
export const NoPages: Story = {
  args: { pages: [] },
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region', {
      name: storyText({ globals })('testPreview.device'),
    });
    await expect(region).not.toHaveAttribute('data-later');
  },
};

export const ContactPicked: Story = {
  args: { contact: { status: 'picked', name: 'Asha Rao', tel: '+91 98765 43210' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Asha Rao · +91 98765 43210')).toBeVisible();
  },
};

export const ContactUnsupported: Story = {
  args: { contact: { status: 'unsupported' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByText(t('testPreview.contactsUnsupported'))).toBeVisible();
  },
};

export const Locating: Story = { args: { location: { status: 'pending' } } };

export const LocationFound: Story = {
  args: { location: { status: 'found', latitude: -6.2087634, longitude: 106.845599, accuracy: 24.6 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const text = t('testPreview.locationResult', { lat: '-6.20876', lng: '106.84560', accuracy: 25 });
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};

export const LocationDenied: Story = { args: { location: { status: 'denied' } } };

/** Every native bridge action as a button; the app runs each one with demo arguments. */
export const WithBridge: Story = {
  args: { bridgeName: 'iOS' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: t('testPreview.bridge', { name: 'iOS' }) });
    const call = within(card).getByRole('button', { name: t('testPreview.bridgeAction.callPhone') });
    await userEvent.click(call);
    await expect(args.onBridgeAction).toHaveBeenCalledTimes(1);
    await expect(args.onBridgeAction).toHaveBeenCalledWith('callPhone');
    await expect(within(card).getByRole('status')).toHaveTextContent(
      t('testPreview.bridgeLast', { action: t('testPreview.bridgeAction.callPhone') }),
    );
  },
};

export const AskForDeviceFeatures: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('testPreview.contacts') }));
    await userEvent.click(canvas.getByRole('button', { name: t('testPreview.location') }));
    await expect(args.onPickContact).toHaveBeenCalledTimes(1);
    await expect(args.onLocate).toHaveBeenCalledTimes(1);
  },
};

export const WithMockBackend: Story = {
  args: { mockBackend: { smsCode: '123456', captchaText: 'K7PX' }, onResetMockBackend: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('testPreview.mockSmsCode', { code: '123456' }))).toBeVisible();
    await expect(canvas.getByText(t('testPreview.mockCaptcha', { text: 'K7PX' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('testPreview.mockReset') }));
    await expect(args.onResetMockBackend).toHaveBeenCalledTimes(1);
  },
};
