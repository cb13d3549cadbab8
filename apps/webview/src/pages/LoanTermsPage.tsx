import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { LoanTermsScreen } from '@loan-h5/screens';
import { useOpenAtTop } from './useOpenAtTop';
import { useLeavePage } from './pageNavigation';

/** /loanAgreement (spec screen 16): the loan terms, opened at the top, the configured brand as lender. */
export default function LoanTermsPage() {
  useOpenAtTop();
  const { brandName } = useMemo(() => readRuntimeConfig(), []);
  const leave = useLeavePage();
  return <LoanTermsScreen brandName={brandName} onBack={leave} />;
}
