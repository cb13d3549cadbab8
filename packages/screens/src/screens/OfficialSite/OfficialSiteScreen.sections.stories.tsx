import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  BRAND,
  DESKTOP,
  LocalisedSite,
  officialSiteMeta,
  PHONE,
  alignedColumns,
  localeOf,
  showsFooter,
  showsSection,
  type Globals,
  type Text,
} from '../../test-support/stories/officialSite';

/** About Us, User evaluation, Privacy Policy and Loan terms, each at 320 px and at desktop width. */
const meta = {
  title: 'Site/Official site/Sections',
  ...officialSiteMeta(),
} satisfies Meta<typeof LocalisedSite>;
export default meta;
type Story = StoryObj<typeof meta>;

function sectionStories(
  section: 'about' | 'reviews' | 'policy' | 'terms',
  check: (canvasElement: HTMLElement, t: Text, globals: Globals) => Promise<void>,
) {
  const play: Story['play'] = async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await showsSection(canvasElement, t, section);
    await check(canvasElement, t, globals);
    await showsFooter(canvasElement, t, globals);
    await alignedColumns(canvasElement);
  };
  return {
    phone: { args: { section }, globals: PHONE, play } satisfies Story,
    desktop: { args: { section }, globals: DESKTOP, play } satisfies Story,
  };
}

const about = sectionStories('about', async (canvasElement, t, globals) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByText(t('site.about.leadBranded', { brand: BRAND[localeOf(globals)] })),
  ).toBeVisible();
  await expect(
    within(canvas.getByRole('region', { name: t('site.about.how') })).getAllByRole('listitem'),
  ).toHaveLength(4);
  await expect(canvas.getByRole('region', { name: t('site.about.mission') })).toBeVisible();
  await expect(canvas.getByRole('region', { name: t('site.about.values') })).toBeVisible();
});

/** About Us (nav 1) at 320 px: who we are under the brand, mission, how it works, values. */
export const About: Story = about.phone;

/** About Us at desktop width: a readable column, centred. */
export const AboutDesktop: Story = about.desktop;

const reviews = sectionStories('reviews', async (canvasElement, t) => {
  const canvas = within(canvasElement);
  const list = canvas.getAllByRole('article');
  await expect(list).toHaveLength(4);
  // The stars are a picture with words for screen readers, and nothing to tap.
  const stars = canvas.getAllByRole('img', { name: new RegExp(`^${t('site.reviews.stars')}: `) });
  await expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual(
    [5, 5, 4, 5].map((count) => `${t('site.reviews.stars')}: ${t('rating.star', { count })}`),
  );
  await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  await expect(
    within(list[0]!).getByRole('heading', { name: new RegExp(t('site.review1.name')) }),
  ).toBeVisible();
});

/** User evaluation (nav 2) at 320 px: four reviews, each with read-only stars named in words. */
export const Reviews: Story = reviews.phone;

/** User evaluation at desktop width: two columns. */
export const ReviewsDesktop: Story = reviews.desktop;

const policy = sectionStories('policy', async (canvasElement, t) => {
  const canvas = within(canvasElement);
  const contents = canvas.getByRole('navigation', { name: t('info.contents') });
  await expect(within(contents).getAllByRole('link')).toHaveLength(9);
  await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
  // A contents link brings its heading just below the sticky header (two lines tall at 320 px), not under it.
  await userEvent.click(within(contents).getAllByRole('link')[2]!);
  const header = canvas.getByRole('banner');
  await waitFor(() => {
    const heading = canvasElement.ownerDocument.activeElement!;
    expect(heading.tagName).toBe('H2');
    const top = heading.getBoundingClientRect().top;
    expect(top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
    expect(top).toBeLessThanOrEqual(header.getBoundingClientRect().bottom + 24);
  });
  canvasElement.ownerDocument.defaultView!.scrollTo(0, 0);
});

/** Privacy Policy (nav 3) at 320 px: the policy page's own text under the site's h1. */
export const Policy: Story = policy.phone;

/** Privacy Policy at desktop width: lines of about 70 characters. */
export const PolicyDesktop: Story = policy.desktop;

const terms = sectionStories('terms', async (canvasElement, t, globals) => {
  const canvas = within(canvasElement);
  if (localeOf(globals) === 'id') {
    await expect(canvas.getByRole('region', { name: t('info.terms.where.title') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('info.contents') })).toBeNull();
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/Rs\.|India/);
    return;
  }
  const contents = canvas.getByRole('navigation', { name: t('info.contents') });
  await expect(within(contents).getAllByRole('link')).toHaveLength(22);
});

/**
 * Loan terms and conditions (nav 4) at 320 px, per market: India the loan terms page's 22 sections;
 * Indonesia, with no lender document configured, where the borrower's terms are.
 */
export const Terms: Story = terms.phone;

/** Loan terms at desktop width. */
export const TermsDesktop: Story = terms.desktop;

const LENDER_TERMS = '/mock-assets/agreements/sample-loan-agreement-id.html';

/**
 * Indonesia with the lender's terms in config.js: they show in the sandboxed agreement frame, in a tall
 * box of the section; India keeps the spec's terms.
 */
export const TermsLenderDocument: Story = {
  args: { section: 'terms' },
  render: (args) => <LocalisedSite {...args} lenderTermsUrl={new URL(LENDER_TERMS, document.baseURI).href} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await showsSection(canvasElement, t, 'terms');
    const frame = canvasElement.querySelector('main iframe');
    if (localeOf(globals) === 'en') {
      await expect(frame).toBeNull();
      return;
    }
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(400);
  },
};
