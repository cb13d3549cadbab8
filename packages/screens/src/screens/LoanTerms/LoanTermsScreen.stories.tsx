import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { LoanTermsScreen } from './LoanTermsScreen';
import { loanTermsOutline } from './loanTermsOutline';

const meta = {
  title: 'Loan/Loan terms',
  component: LoanTermsScreen,
  args: { brandName: 'Rupee Express', onBack: fn() },
} satisfies Meta<typeof LoanTermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sections = loanTermsOutline('Rupee Express');

/** The 22 sections, each headed and in the table of contents; the lender is the configured brand. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('loanTerms.title') })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('info.contents') });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(22);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(sections.map((s) => `#${s.id}`));
    // One pass over the headings (a role query per section is slow on a page this long).
    const headings = [...canvasElement.querySelectorAll('section > h2')].map((h) => h.textContent);
    await expect(headings).toEqual(sections.map((s, i) => `${i + 1}. ${t(s.title)}`));
    await expect(canvas.getByText(t('info.terms.lender.text', { brand: 'Rupee Express' }))).toBeVisible();
  },
};

/**
 * The late penalties section's worked example: Rs. 5,000 unpaid, new customer; the rule's own figures
 * (one-time Rs. 1,000, then Rs. 250 / 200 / 100 a day).
 */
export const PenaltyExample: Story = {
  name: 'Late penalty worked example',
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(t('info.terms.penalties')) }));
    const heading = canvas.getByRole('heading', { level: 2, name: `8. ${t('info.terms.penalties')}` });
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeLessThan(120));

    const table = canvas.getByRole('table');
    await expect(table).toHaveAccessibleName(
      t('info.terms.penalties.exampleCaption', { amount: 'Rs.\u00a05,000' }),
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['1', '5%', 'Rs.\u00a0250', 'Rs.\u00a01,250'],
      ['30', '5%', 'Rs.\u00a0250', 'Rs.\u00a08,500'],
      ['31', '4%', 'Rs.\u00a0200', 'Rs.\u00a08,700'],
      ['90', '4%', 'Rs.\u00a0200', 'Rs.\u00a020,500'],
      ['91', '2%', 'Rs.\u00a0100', 'Rs.\u00a020,600'],
      ['120', '2%', 'Rs.\u00a0100', 'Rs.\u00a023,500'],
    ]);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** No brand configured: the lender is the one named in the loan agreement. */
export const NoBrand: Story = {
  args: { brandName: '' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByText(t('info.terms.lender.textUnbranded'))).toBeVisible();
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
