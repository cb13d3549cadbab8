import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { indiaTermsText } from '../../../../packages/screens/src/screens/LoanTerms/indiaTerms';
import LoanTermsPage from './LoanTermsPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();

/**
 * The real /loanAgreement container: the market's terms (the page's language sets the market: English
 * India, Indonesian Indonesia), the brand, the lender's document and the service phone from config.js; no
 * server call.
 */
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
    window.__LOAN_H5_CONFIG__ = { ...before, brandName: 'Rupee Express', servicePhone: '1800 123 4567' };
    return () => {
      window.__LOAN_H5_CONFIG__ = before;
    };
  },
} satisfies Meta<typeof LoanTermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened scrolled far down: the terms open at the top. India: the spec's terms, the configured brand as
 * the lender. Indonesia, without a lender document in config.js: where the borrower's terms are, and the
 * call button dials through the app. Back, with no earlier page in the app, closes the webview.
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
    if (globals.locale === 'id') {
      const note = canvas.getByRole('region', { name: t('info.terms.where.title') });
      await expect(canvasElement).not.toHaveTextContent(/Rs\.|India/);
      await userEvent.click(within(note).getByRole('button', { name: new RegExp(t('service.call')) }));
      await expect(bridge.callPhone).toHaveBeenCalledWith('1800 123 4567');
    } else {
      await expect(canvas.getByText(indiaTermsText('lender.text', { brand: 'Rupee Express' }))).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};

/**
 * config.js names the lender's own terms (`loanTermsUrl`): an Indonesian borrower reads them in the
 * sandboxed agreement frame; an Indian borrower still gets the spec's terms.
 */
export const LenderDocumentConfigured: Story = {
  beforeEach: () => {
    const before = window.__LOAN_H5_CONFIG__;
    window.__LOAN_H5_CONFIG__ = {
      ...before,
      loanTermsUrl: new URL('/mock-assets/agreements/sample-loan-agreement-id.html', document.baseURI).href,
    };
    return () => {
      window.__LOAN_H5_CONFIG__ = before;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('loanTerms.title') })).toBeVisible();
    const frame = canvasElement.querySelector('iframe');
    if (globals.locale === 'id') {
      await expect(frame?.getAttribute('src')).toMatch(/sample-loan-agreement-id\.html$/);
      await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    } else {
      await expect(frame).toBeNull();
      await expect(
        canvas.getByRole('heading', { level: 2, name: `8. ${indiaTermsText('penalties')}` }),
      ).toBeVisible();
    }
  },
};
