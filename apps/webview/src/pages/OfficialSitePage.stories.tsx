import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RuntimeConfig } from '@loan-h5/api';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import OfficialSitePage, { readyFor } from './OfficialSitePage';
import { withPage } from './pageStoryDecorators';

const CONFIG: Partial<RuntimeConfig> = {
  brandName: 'Rupee Express',
  companyName: 'Rupee Express Private Limited',
  companyAddress: '4th Floor, 12 MG Road, Bengaluru 560001',
  companyEmail: 'care@rupee-express.example',
  servicePhone: '1800-102-4455',
  appStoreUrl: 'https://play.google.com/store/apps/details?id=example.loan',
};

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

/** Where the page is (the address bar of the story). */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-address="">{`${pathname}${search}`}</output>;
}

const address = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-address]')?.textContent ?? '';

/** The real site container at each of its paths: everything from config.js and the clock, no server call. */
const meta = {
  title: 'App/Official site page',
  component: OfficialSitePage,
  decorators: [withPage],
  parameters: { docs: { story: inOwnFrame }, page: { url: '/' } },
  // What the router waits for with the page: the opened path's section.
  loaders: [
    async ({ parameters }) => void (await readyFor(new URL(parameters.page.url, location.origin).pathname)),
  ],
  globals: { viewport: { value: 'phone320', isRotated: false } },
  beforeEach: withConfig(CONFIG),
  render: () => (
    <>
      <Routes>
        {['/', '/About', '/User', '/Policy', '/Loan', '/Contact'].map((path) => (
          <Route key={path} path={path} element={<OfficialSitePage />} />
        ))}
      </Routes>
      <Address />
    </>
  ),
} satisfies Meta<typeof OfficialSitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home: the footer from config.js with this year; the menu opens Contact Us at its own address, the
 * language kept, and the nav marks it current.
 */
export const Home: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('site.hero.title') })).toBeVisible();
    const footer = canvas.getByRole('contentinfo', { name: t('site.footer') });
    const year = new Date().getFullYear();
    await expect(footer).toHaveTextContent(
      t('site.footer.copyright', { year, company: 'Rupee Express Private Limited' }),
    );
    await expect(within(footer).getByRole('link', { name: 'care@rupee-express.example' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(t('site.getAppAction')) })).toHaveAttribute(
      'href',
      CONFIG.appStoreUrl,
    );

    await userEvent.click(canvas.getByRole('button', { name: t('site.menu') }));
    const nav = canvas.getByRole('navigation', { name: t('site.nav') });
    await userEvent.click(within(nav).getByRole('link', { name: t('site.nav.contact') }));
    await waitFor(() => expect(address(canvasElement)).toMatch(/^\/Contact\?lang=[01]$/));
    // Focus moves once the section's code is in: at once when an earlier story fetched it, a moment later
    // when this story runs alone.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: t('site.title.contact') })).toHaveFocus(),
    );
    await expect(nav.querySelector('a[aria-current="page"]')).toHaveTextContent(t('site.nav.contact'));
  },
};

/** /Policy: the policy's text downloads with its section (its own chunk), under the site's h1. */
export const Policy: Story = {
  parameters: { page: { url: '/Policy' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('label.privacyPolicy') })).toBeVisible();
    // Loading or loaded, the footer starts below the fold: it never shows and then jumps away (layout shift).
    const footer = canvas.getByRole('contentinfo', { name: t('site.footer') });
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
    const contents = await canvas.findByRole('navigation', { name: t('info.contents') });
    await expect(within(contents).getAllByRole('link')).toHaveLength(9);
  },
};

/**
 * /Loan at desktop width, the links in the header: India the loan terms' 22 sections; Indonesia (no
 * lender document in config.js) where the borrower's terms are, never the India terms translated.
 */
export const TermsDesktop: Story = {
  parameters: { page: { url: '/Loan' } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    if (globals.locale === 'id') {
      await expect(await canvas.findByRole('region', { name: t('info.terms.where.title') })).toBeVisible();
      await expect(canvas.getByRole('main')).not.toHaveTextContent(/Rs\.|India/);
    } else {
      const contents = await canvas.findByRole('navigation', { name: t('info.contents') });
      await expect(within(contents).getAllByRole('link')).toHaveLength(22);
    }
    const nav = canvas.getByRole('navigation', { name: t('site.nav') });
    await expect(within(nav).getByRole('link', { name: t('site.nav.terms') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Nothing in config.js: no store link, no company rows, the copyright with the year only. */
export const NotConfigured: Story = {
  beforeEach: withConfig({
    brandName: '',
    companyName: '',
    companyAddress: '',
    companyEmail: '',
    servicePhone: '',
    appStoreUrl: '',
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('site.getAppSoon'))).toBeVisible();
    const footer = canvas.getByRole('contentinfo', { name: t('site.footer') });
    await expect(footer).toHaveTextContent(
      t('site.footer.copyrightUnbranded', { year: new Date().getFullYear() }),
    );
  },
};
