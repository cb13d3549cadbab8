import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import type { LocalisedSite } from '../../test-support/stories/officialSite';
import {
  DESKTOP,
  LICENCE,
  officialSiteMeta,
  PHONE,
  STORE,
  alignedColumns,
  fitsTheWidth,
  localeOf,
  showsFooter,
  showsSection,
} from '../../test-support/stories/officialSite';
import { SITE_NAV_KEYS, SITE_SECTIONS } from './siteSections';

const meta = {
  title: 'Site/Official site',
  ...officialSiteMeta(),
} satisfies Meta<typeof LocalisedSite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home at 320 px: the three claims as slides, the market's claims, the store link, the footer. */
export const Home: Story = {
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'home');
    await expect(canvas.getByRole('heading', { level: 1, name: t('site.hero.title') })).toBeVisible();
    // A phone gets the button, not a QR code (its encoder is never downloaded on this layout).
    await expect(canvasElement.querySelector('[data-store-qr]')).not.toBeVisible();
    await expect(canvas.queryByRole('img', { name: t('site.qrLabel') })).toBeNull();
    // No licence line unless config.js names one.
    await expect(canvasElement.querySelector('[data-licence-line]')).toBeNull();
    const slides = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(
      within(slides).getByRole('group', { name: t('carousel.slide', { index: 1, count: 3 }) }),
    ).toHaveTextContent(t('site.slide1.title'));
    const claims = canvas.getByRole('region', { name: t('site.claims') });
    await expect(within(claims).getAllByRole('listitem')).toHaveLength(4);
    // The market follows the language: Indian rupees in English, Indonesian rupiah in Indonesian.
    await expect(claims).toHaveTextContent(
      localeOf(globals) === 'en' ? 'Rs. 2,000 to Rs. 80,000' : 'Rp 1.000.000 sampai Rp 15.000.000',
    );
    await expect(claims).toHaveTextContent(
      localeOf(globals) === 'en' ? 'Rs. 12,000 and above' : '3 juta pengguna',
    );
    const store = canvas.getByRole('link', { name: `${t('site.getAppAction')} ${t('site.newWindow')}` });
    await expect(store).toHaveAttribute('href', STORE);
    await expect(store).toHaveAttribute('rel', 'noopener noreferrer');
    // Tapping it is reported (the store page itself is not opened in the story).
    store.addEventListener('click', (e) => e.preventDefault(), { once: true });
    store.click();
    await expect(args.onGetApp).toHaveBeenCalledTimes(1);
    await showsFooter(canvasElement, t, globals);
  },
};

/**
 * Home at desktop width: the links in one row, no menu button, content centred; the header's, the
 * section's and the footer's edges line up.
 */
export const HomeDesktop: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'home');
    await expect(canvas.queryByRole('button', { name: t('site.menu') })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: t('site.nav') });
    for (const section of SITE_SECTIONS)
      await expect(within(nav).getByRole('link', { name: t(SITE_NAV_KEYS[section]) })).toBeVisible();
    // Centred: equal room left and right of the content.
    const main = canvasElement.querySelector('main')!.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(Math.abs(main.left - (width - main.right))).toBeLessThanOrEqual(1);
    await alignedColumns(canvasElement);
    // Download the app from a computer: a QR code of the store page, drawn in the page, beside its words.
    const qr = await canvas.findByRole('img', { name: t('site.qrLabel') });
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    await expect(qr.getBoundingClientRect().width).toBeGreaterThanOrEqual(140);
    await expect(canvasElement.querySelector('[data-store-qr]')).toHaveTextContent(t('site.qrTitle'));
    await userEvent.click(within(nav).getByRole('link', { name: t('site.nav.reviews') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('reviews');
  },
};

function slideStory(index: 2 | 3): Story {
  return {
    args: { defaultSlide: index - 1 },
    globals: PHONE,
    play: async ({ canvasElement, globals }) => {
      const t = storyText({ globals });
      const canvas = within(canvasElement);
      const shown = canvas.getByRole('group', { name: t('carousel.slide', { index, count: 3 }) });
      await expect(shown).toHaveTextContent(t(index === 2 ? 'site.slide2.title' : 'site.slide3.title'));
      await expect(shown).not.toHaveAttribute('aria-hidden');
      const dot = canvas.getByRole('button', { name: t('carousel.goTo', { index }) });
      await expect(dot).toHaveAttribute('aria-current', 'true');
      // The first dot brings the first slide back.
      await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 1 }) }));
      await expect(
        canvas.getByRole('group', { name: t('carousel.slide', { index: 1, count: 3 }), hidden: true }),
      ).not.toHaveAttribute('aria-hidden');
      await fitsTheWidth(canvasElement);
    },
  };
}

/** The carousel at its second slide (the second claim). */
export const HomeSlide2 = slideStory(2);

/** The carousel at its third slide. */
export const HomeSlide3 = slideStory(3);

/** Autoplay: the slides move on by themselves every 3 s, and stop while the carousel has focus. */
export const HomeAutoplay: Story = {
  args: { autoplay: true },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const second = () =>
      canvas.getByRole('group', { name: t('carousel.slide', { index: 2, count: 3 }), hidden: true });
    await waitFor(() => expect(second()).not.toHaveAttribute('aria-hidden'), { timeout: 4500 });
    // Focus inside pauses it: 3.5 s later the second slide is still shown.
    canvas.getByRole('button', { name: t('carousel.goTo', { index: 2 }) }).focus();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(second()).not.toHaveAttribute('aria-hidden');
  },
};

/** With prefers-reduced-motion the carousel never moves by itself and offers no play button. */
export const HomeReducedMotion: Story = {
  args: { autoplay: true },
  globals: PHONE,
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const list: MediaQueryList = {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
      return list;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('carousel.pause') })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(
      canvas.getByRole('group', { name: t('carousel.slide', { index: 1, count: 3 }) }),
    ).toBeVisible();
    // The dots still move it.
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 3 }) }));
    await expect(
      canvas.getByRole('group', { name: t('carousel.slide', { index: 3, count: 3 }), hidden: true }),
    ).not.toHaveAttribute('aria-hidden');
  },
};

/** Nothing configured: no store link ("soon"), the header says "Home page", the footer only the year. */
export const NotConfigured: Story = {
  args: { configured: false },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('site.home') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('site.getAppAction')) })).toBeNull();
    await expect(canvas.getByText(t('site.getAppSoon'))).toBeVisible();
    const footer = canvas.getByRole('contentinfo', { name: t('site.footer') });
    await expect(footer).toHaveTextContent(t('site.footer.copyrightUnbranded', { year: 2026 }));
    await expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement).not.toHaveTextContent('{');
  },
};

/** The phone menu: a disclosure; a link folds it and opens its section; Escape folds it back to the button. */
export const PhoneMenu: Story = {
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: t('site.menu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: t('site.nav') })).toBeNull();

    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: t('site.nav') });
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: t('site.nav.home') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: t('site.nav.terms') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('terms');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** config.js names the regulator's line: the footer shows it, as configured (never invented). */
export const LicenceLineConfigured: Story = {
  args: { licensed: true },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const footer = within(canvasElement).getByRole('contentinfo', { name: t('site.footer') });
    const line = footer.querySelector('[data-licence-line]');
    await expect(line).toHaveTextContent(LICENCE[localeOf(globals)]);
    await expect(line).toBeVisible();
  },
};

/** At desktop width, the QR code's room is kept from the first paint: drawing it moves nothing. */
export const DesktopQrNoShift: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const box = canvasElement.querySelector<HTMLElement>('[data-store-qr] > div')!;
    const before = box.getBoundingClientRect();
    await within(canvasElement).findByRole('img', { name: t('site.qrLabel') });
    const after = box.getBoundingClientRect();
    await expect([after.top, after.height, after.width]).toEqual([before.top, before.height, before.width]);
  },
};
