import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { LenderTermsContent } from '@loan-h5/screens';

/**
 * Indonesia's loan terms inside the official site (/Loan in Indonesian), in their own chunk: the lender's
 * document, or where the terms are, as on /loanAgreement, without India's 22 sections. The site calls nobody
 * itself: the footer names the telephone.
 */
export default function SiteLenderTerms() {
  const { loanTermsUrl } = useMemo(() => readRuntimeConfig(), []);
  return <LenderTermsContent lenderTermsUrl={loanTermsUrl} />;
}
