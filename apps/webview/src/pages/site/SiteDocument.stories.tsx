import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../../../../packages/screens/src/test-support/storyText';
import { documentPart } from './documentPart';
import { SiteDocument } from './SiteDocument';

/** How the story's download goes: never ends, or fails once and then brings the real privacy policy. */
type Download = 'pending' | 'failsOnce';

const loadFor = (download: Download) => {
  let tries = 0;
  return download === 'pending'
    ? () => new Promise<never>(() => undefined)
    : () => (++tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : import('./SitePolicyText'));
};

/** A fresh document per mount, so each story starts from its own download. */
function Document({ download }: { download: Download }) {
  const [part] = useState(() => documentPart(loadFor(download)));
  return <SiteDocument part={part} />;
}

/**
 * The privacy policy's or the terms' text inside the official site (/Policy, /Loan): downloaded after the
 * page, shown the moment it is in. These are the states around that download.
 */
const meta = {
  title: 'App/Official site text download',
  component: Document,
  globals: { viewport: { value: 'phone320', isRotated: false } },
} satisfies Meta<typeof Document>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the text downloads: the shape of the document, and in words what is loading. */
export const Downloading: Story = {
  args: { download: 'pending' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('site.loadingDocument'));
  },
};

/**
 * The download failed (offline, a dropped connection): the section says so, the site stays, and Try again
 * downloads the text anew, here the real privacy policy.
 */
export const FailedThenTryAgain: Story = {
  args: { download: 'failsOnce' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: t('common.retry') });
    await expect(canvas.getByText(t('error.title'))).toBeVisible();
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: t('info.contents') })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: t('common.retry') })).not.toBeInTheDocument();
  },
};
