import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { LoanTermsContent } from '@loan-h5/screens';

/** The loan terms inside the official site (/Loan): the terms page's own text, in its own chunk. */
export default function SiteTermsText() {
  const brandName = useMemo(() => readRuntimeConfig().brandName, []);
  return <LoanTermsContent brandName={brandName} />;
}
