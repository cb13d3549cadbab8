import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { LoanTermsContent, useLocale } from '@loan-h5/screens';

/**
 * The loan terms inside the official site (/Loan), in their own chunk: the market's terms, as on
 * /loanAgreement (India: the spec's terms; Indonesia: the lender's document or where the terms are). The
 * site calls nobody itself: the footer names the telephone.
 */
export default function SiteTermsText() {
  const { market } = useLocale();
  const { brandName, loanTermsUrl } = useMemo(() => readRuntimeConfig(), []);
  return <LoanTermsContent market={market} brandName={brandName} lenderTermsUrl={loanTermsUrl} />;
}
