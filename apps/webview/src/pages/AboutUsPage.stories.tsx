import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { RuntimeConfig } from '@loan-h5/api';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { hasPage } from '../routes/hasPage';
import AboutUsPage from './AboutUsPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();

/** Sets config.js's values for one story (the page reads them when it opens). */
function withConfig(values: Partial<RuntimeConfig>) {
  return () => {
    const before = window.__LOAN_H5_CONFIG__;
    window.__LOAN_H5_CONFIG__ = { ...before, ...values };
    return () => {
      window.__LOAN_H5_CONFIG__ = before;
    };
  };
}

/** Where a link led (the other information pages stand in here). */
function Probe() {
  const { pathname, search } = useLocation();
  return <p data-probe="">{`${pathname}${search}`}</p>;
}

/** The real /aboutUs container: everything from config.js, no server call. */
const meta = {
  title: 'App/About us page',
  component: AboutUsPage,
  decorators: [withPage],
  parameters: { docs: { story: inOwnFrame }, page: { url: '/aboutUs?tok=t0k', bridge } },
  render: () => (
    <Routes>
      <Route path="/aboutUs" element={<AboutUsPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>
  ),
  beforeEach: () => clearBridge(bridge),
} satisfies Meta<typeof AboutUsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * config.js's brand heads the description and its service phone calls through the app; the legal pages
 * are linked while the app has them, with the page's query.
 */
export const Configured: Story = {
  beforeEach: withConfig({ brandName: ' Rupee  Express ', servicePhone: '1800-102-4455' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const who = await canvas.findByRole('region', { name: 'Rupee Express' });
    await expect(who).toHaveTextContent(t('info.about.intro', { brand: 'Rupee Express' }));
    await userEvent.click(canvas.getByRole('button', { name: `${t('service.call')} 1800-102-4455` }));
    await expect(bridge.callPhone).toHaveBeenCalledWith('1800-102-4455');

    const policy = canvas.queryByRole('button', { name: t('info.about.privacyPolicy') });
    const terms = canvas.queryByRole('button', { name: t('info.about.loanTerms') });
    await expect(policy === null).toBe(!hasPage('/privacyPolicy'));
    await expect(terms === null).toBe(!hasPage('/loanAgreement'));
    if (!policy) return;
    await userEvent.click(policy);
    const probe = await canvas.findByText(/^\/privacyPolicy\?/);
    await expect(new URL(probe.textContent ?? '', 'https://h5.test').searchParams.get('tok')).toBe('t0k');
  },
};

/** Nothing in config.js: no name (the page says "we") and no call button. */
export const NotConfigured: Story = {
  beforeEach: withConfig({ brandName: '', servicePhone: '' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const who = await canvas.findByRole('region', { name: t('info.about.whoWeAre') });
    await expect(who).toHaveTextContent(t('info.about.introUnbranded'));
    await expect(canvas.queryByRole('button', { name: new RegExp(t('service.call')) })).toBeNull();
  },
};
