import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { IndiaTermsContent } from '@loan-h5/screens';

/**
 * India's loan terms inside the official site (/Loan in English), in their own chunk: the spec's terms, as on
 * /loanAgreement, without the lender's frame that only Indonesia's terms show.
 */
export default function SiteIndiaTerms() {
  const { brandName } = useMemo(() => readRuntimeConfig(), []);
  return <IndiaTermsContent brandName={brandName} />;
}
