import { describe, expect, it } from 'vitest';
import { outlineTexts } from '../../components/InfoDocument/outline';
import { en } from '../../i18n/en';
import { id } from '../../i18n/id';
import { INDIA_TERMS, indiaTermsText } from './indiaTerms';
import { loanTermsOutline } from './loanTermsOutline';

const english = (outline = loanTermsOutline('Rupee Express')) =>
  outlineTexts(outline)
    .map((text) => indiaTermsText(text.key, text.params))
    .join('\n');

describe('loan terms outline (spec 16)', () => {
  it('has the 22 sections in the spec order', () => {
    expect(loanTermsOutline('').map((s) => INDIA_TERMS[s.title])).toEqual([
      'Lender information',
      'Definitions',
      'Loan purpose',
      'Loan amount',
      'Loan term',
      'Prolongation',
      'Interest',
      'Late payment penalties',
      'Conditions for release of funds',
      'Repayment',
      'Representations',
      'Default',
      'Indemnity',
      'Disclosure of information',
      'Set-off',
      'Review',
      'Notices',
      'Entire agreement',
      'Assignment',
      'Waiver',
      'Governing law',
      'Term of this agreement',
    ]);
  });

  it.each([
    ['term', 'between 91 and 365 calendar days'],
    ['decision', 'within 1 day'],
    ['funds', 'within 1 to 3 calendar days'],
    ['one-time penalty', 'Rs.\u00a01,000.00 for a new customer, or Rs.\u00a0800.00 for a repeat customer'],
    ['days 1-30', 'from day 1 to day 30 late, a penalty of 5%'],
    ['days 31-90', 'from day 31 to day 90 late, a penalty of 4%'],
    ['from day 91', 'from day 91 late until payment, a penalty of 2%'],
    [
      'prepayment',
      'only after half of the loan term has passed and at least 7 calendar days after disbursal',
    ],
    ['changes', 'name, date of birth or address within 3 days'],
    ['assignment', "at least 7 business days' notice"],
    ['judgment', 'remains unpaid for 10 days'],
    ['mail notice', 'on the second business day after posting'],
    ['e-mail notice', '1 hour after it is sent'],
    ['applicant', 'Indian citizen over 18 years of age'],
    ['capacity', 'full legal capacity'],
    ['permanent address', 'permanent address in India'],
    ['not politically exposed', 'not a politically exposed person'],
  ])('states the %s rule', (_rule, text) => {
    expect(english()).toContain(text);
  });

  it('names the configured lender, or the lender of the loan agreement', () => {
    expect(english(loanTermsOutline(' Rupee  Express '))).toContain('and Rupee Express, the lender');
    expect(english(loanTermsOutline(''))).toContain('the lender named in your loan agreement');
    expect(english(loanTermsOutline(''))).not.toContain('{brand}');
  });

  it('fills every slot and has unique section ids', () => {
    const outline = loanTermsOutline('Rupee Express');
    expect(new Set(outline.map((s) => s.id)).size).toBe(22);
    for (const text of outlineTexts(outline)) {
      expect(indiaTermsText(text.key, text.params), text.key).not.toMatch(/\{\w+\}/);
    }
  });

  // DESIGN.md: legal text belongs to a market. The Indian document is not in the dictionaries at all, so
  // no Indonesian page can show it translated ("denda … Rs. 1,000", "hukum India").
  it('is in no dictionary: the Indonesian copy has no Indian law, courts or rupees', () => {
    for (const [key, text] of Object.entries(id)) {
      expect(text, key).not.toMatch(/\bRs\.|₹|hukum India|pengadilan India|warga negara India/);
    }
    const dictionaryTexts = new Set([...Object.values(en), ...Object.values(id)]);
    const documentTexts = Object.values(INDIA_TERMS).filter((text) => text.length > 40);
    expect(documentTexts.filter((text) => dictionaryTexts.has(text))).toEqual([]);
  });
});
