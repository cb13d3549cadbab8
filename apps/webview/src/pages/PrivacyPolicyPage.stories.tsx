import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { RuntimeConfig } from '@loan-h5/api';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();

/** Sets config.js's values for one story (the page reads them when it opens). */
function withConfig(values: Partial<RuntimeConfig>) {
  const before = window.__LOAN_H5_CONFIG__;
  window.__LOAN_H5_CONFIG__ = { ...before, ...values };
  return () => {
    window.__LOAN_H5_CONFIG__ = before;
  };
}

/** Where a link led. */
function Probe() {
  const { pathname, search } = useLocation();
  return <p data-probe="">{`${pathname}${search}`}</p>;
}

/** The real /privacyPolicy container: brand and phone from config.js, no server call. */
const meta = {
  title: 'App/Privacy policy page',
  component: PrivacyPolicyPage,
  decorators: [withPage],
  parameters: { docs: { story: inOwnFrame }, page: { url: '/privacyPolicy?tok=t0k', bridge } },
  render: () => (
    <Routes>
      <Route path="/privacyPolicy" element={<PrivacyPolicyPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    return withConfig({ brandName: 'Rupee Express', servicePhone: '1800-102-4455' });
  },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened when the window was scrolled far down (a reload half way through, or a link from low on another
 * page): the policy opens at its top, its title in view.
 */
export const OpensAtTop: Story = {
  beforeEach: () => {
    const root = document.documentElement;
    root.style.minHeight = '6000px';
    window.scrollTo(0, 4000);
    return () => {
      root.style.minHeight = '';
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const title = await within(canvasElement).findByRole('heading', {
      level: 1,
      name: t('label.privacyPolicy'),
    });
    await expect(window.scrollY).toBe(0);
    await expect(title).toBeVisible();
  },
};

/** Contacts: the configured phone calls through the app; customer service opens with the page's query. */
export const ContactsLeadOn: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('info.privacy.intro', { brand: 'Rupee Express' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${t('service.call')} 1800-102-4455` }));
    await expect(bridge.callPhone).toHaveBeenCalledWith('1800-102-4455');
    await userEvent.click(canvas.getByRole('button', { name: t('info.privacy.contacts.open') }));
    const probe = await canvas.findByText(/^\/customerService\?/);
    await expect(new URL(probe.textContent ?? '', 'https://h5.test').searchParams.get('tok')).toBe('t0k');
  },
};
