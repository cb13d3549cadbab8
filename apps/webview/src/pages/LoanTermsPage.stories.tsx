import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import LoanTermsPage from './LoanTermsPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();

/** The real /loanAgreement container: the brand from config.js, no server call. */
const meta = {
  title: 'App/Loan terms page',
  component: LoanTermsPage,
  decorators: [withPage],
  parameters: { docs: { story: inOwnFrame }, page: { url: '/loanAgreement', bridge } },
  render: () => (
    <Routes>
      <Route path="/loanAgreement" element={<LoanTermsPage />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    const before = window.__LOAN_H5_CONFIG__;
    window.__LOAN_H5_CONFIG__ = { ...before, brandName: 'Rupee Express' };
    return () => {
      window.__LOAN_H5_CONFIG__ = before;
    };
  },
} satisfies Meta<typeof LoanTermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened scrolled far down: the terms open at the top, the configured brand as the lender; Back, with no
 * earlier page in the app, closes the webview.
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('loanTerms.title') })).toBeVisible();
    await expect(window.scrollY).toBe(0);
    await expect(canvas.getByText(t('info.terms.lender.text', { brand: 'Rupee Express' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};
