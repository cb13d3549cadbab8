import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { largeText, pastRightEdge } from '../../test-support/largeText';
import { storyText } from '../../test-support/storyText';
import { indiaTermsText } from './indiaTerms';
import { LoanTermsScreen } from './LoanTermsScreen';
import { loanTermsOutline } from './loanTermsOutline';

/**
 * The loan terms per market (DESIGN.md: legal text belongs to a market). India: the spec's Indian
 * document, in English (on an Indonesian page it says so). Indonesia: the lender's own document from
 * config.js in the agreement frame, or where the borrower's terms are and customer service.
 */
const meta = {
  title: 'Loan/Loan terms',
  component: LoanTermsScreen,
  args: { market: 'IN', brandName: 'Rupee Express', onBack: fn(), onCall: fn() },
} satisfies Meta<typeof LoanTermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sections = loanTermsOutline('Rupee Express');
/** The lender's own document, as config.js names it (a same-origin sample page Storybook serves). */
const lenderTermsUrl = () =>
  new URL('/mock-assets/agreements/sample-loan-agreement-id.html', document.baseURI).href;

/**
 * India: the 22 sections, each headed and in the table of contents; the lender is the configured brand.
 * The document is English in either language; an Indonesian page says so first.
 */
export const Default: Story = {
  name: 'India',
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    if (globals.locale === 'id') await expect(canvas.getByText(t('info.terms.englishOnly'))).toBeVisible();
    else await expect(canvas.queryByText(t('info.terms.englishOnly'))).toBeNull();
    await expect(canvasElement.querySelector('section [lang="en"]') !== null).toBe(globals.locale === 'id');
    await expect(canvas.getByRole('heading', { level: 1, name: t('loanTerms.title') })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('info.contents') });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(22);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(sections.map((s) => `#${s.id}`));
    // One pass over the headings (a role query per section is slow on a page this long).
    const headings = [...canvasElement.querySelectorAll('section > h2')].map((h) => h.textContent);
    await expect(headings).toEqual(sections.map((s, i) => `${i + 1}. ${indiaTermsText(s.title)}`));
    await expect(canvas.getByText(indiaTermsText('lender.text', { brand: 'Rupee Express' }))).toBeVisible();
  },
};

/**
 * The late penalties section's worked example: Rs. 5,000 unpaid, new customer; the rule's own figures
 * (one-time Rs. 1,000, then Rs. 250 / 200 / 100 a day).
 */
export const PenaltyExample: Story = {
  name: 'Late penalty worked example',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(indiaTermsText('penalties')) }));
    const heading = canvas.getByRole('heading', { level: 2, name: `8. ${indiaTermsText('penalties')}` });
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeLessThan(120));

    const table = canvas.getByRole('table');
    await expect(table).toHaveAccessibleName(
      indiaTermsText('penalties.exampleCaption', { amount: 'Rs.\u00a05,000.00' }),
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['1', '5%', 'Rs.\u00a0250.00', 'Rs.\u00a01,250.00'],
      ['30', '5%', 'Rs.\u00a0250.00', 'Rs.\u00a08,500.00'],
      ['31', '4%', 'Rs.\u00a0200.00', 'Rs.\u00a08,700.00'],
      ['90', '4%', 'Rs.\u00a0200.00', 'Rs.\u00a020,500.00'],
      ['91', '2%', 'Rs.\u00a0100.00', 'Rs.\u00a020,600.00'],
      ['120', '2%', 'Rs.\u00a0100.00', 'Rs.\u00a023,500.00'],
    ]);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/**
 * Large text on a small phone (146%: 246 CSS px): the example's four columns of whole amounts no longer fit,
 * so the table scrolls sideways inside the page (the page itself does not), its caption above it in full,
 * and its last column can be scrolled into view instead of being cut off at the card's edge.
 */
export const PenaltyExampleAtLargeText: Story = {
  name: 'Late penalty worked example, large text',
  decorators: [largeText(1.46)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(indiaTermsText('penalties')) }));
    const caption = indiaTermsText('penalties.exampleCaption', { amount: 'Rs.\u00a05,000.00' });
    const scroller = canvas.getByRole('region', { name: caption });
    const section = scroller.closest('section')!;
    await expect(pastRightEdge(scroller, section)).toBe(0);
    const captionLine = canvasElement.ownerDocument.getElementById(
      scroller.getAttribute('aria-labelledby')!,
    )!;
    await expect(captionLine.textContent).toBe(caption);
    await expect(pastRightEdge(captionLine, section)).toBe(0);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const lastCell = within(scroller).getAllByRole('cell').at(-1)!;
    await expect(lastCell.textContent).toBe('Rs.\u00a023,500.00');
    scroller.scrollLeft = scroller.scrollWidth;
    await expect(pastRightEdge(lastCell, scroller)).toBe(0);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** No brand configured: the lender is the one named in the loan agreement. */
export const NoBrand: Story = {
  args: { brandName: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(indiaTermsText('lender.textUnbranded'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('{brand}');
  },
};

/** At 320 px the table and the text fit; nothing scrolls sideways. */
export const Narrow: Story = {
  name: 'Small phone (320 px)',
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const section = table.closest('section')!;
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
      section.getBoundingClientRect().right,
    );
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/**
 * Indonesia with the lender's document in config.js (`loanTermsUrl`): it fills the page below the bar in
 * the sandboxed agreement frame; nothing of the India terms shows.
 */
export const IndonesiaLenderDocument: Story = {
  name: 'Indonesia, lender document',
  args: { market: 'ID', brandName: 'Dana Kilat' },
  render: (args) => <LoanTermsScreen {...args} lenderTermsUrl={lenderTermsUrl()} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('loanTerms.title') })).toBeVisible();
    const frame = canvas.getByTitle(t('agreement.frameTitle', { title: t('loanTerms.title') }));
    await expect(frame).toHaveAttribute('src', lenderTermsUrl());
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(frame.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 2);
    await expect(canvasElement).not.toHaveTextContent(/Rs\.|India/);
  },
};

/**
 * Indonesia without a lender document: where the borrower's terms are (the loan agreement they accepted)
 * and customer service; never the India terms translated.
 */
export const IndonesiaNoDocument: Story = {
  name: 'Indonesia, no document configured',
  args: { market: 'ID', brandName: 'Dana Kilat', servicePhone: '1500 888' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const note = canvas.getByRole('region', { name: t('info.terms.where.title') });
    await expect(note).toHaveTextContent(t('info.terms.where.text'));
    await expect(note).toHaveTextContent(t('info.terms.where.help'));
    await userEvent.click(within(note).getByRole('button', { name: new RegExp(t('service.call')) }));
    await expect(args.onCall).toHaveBeenCalledWith('1500 888');
    await expect(canvas.queryByRole('navigation', { name: t('info.contents') })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/Rs\.|India/);
  },
};

/** Indonesia with an unsafe address in config: not loaded; the borrower is told where the terms are. */
export const IndonesiaUnsafeDocument: Story = {
  name: 'Indonesia, unsafe document address',
  args: { market: 'ID', brandName: 'Dana Kilat', lenderTermsUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(
      within(canvasElement).getByRole('region', { name: t('info.terms.where.title') }),
    ).toBeVisible();
  },
};
