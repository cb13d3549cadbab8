import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { LoanTermsScreen, useLocale } from '@loan-h5/screens';
import { useOpenAtTop } from './useOpenAtTop';
import { useCallService, useLeavePage } from './pageNavigation';

/**
 * /loanAgreement (spec screen 16): the loan terms of the page's market, opened at the top. India: the
 * spec's terms, the configured brand as lender. Indonesia: the lender's document from config.js
 * (`loanTermsUrl`), else where the borrower's terms are, with customer service.
 */
export default function LoanTermsPage() {
  useOpenAtTop();
  const { market } = useLocale();
  const { brandName, loanTermsUrl, servicePhone } = useMemo(() => readRuntimeConfig(), []);
  const leave = useLeavePage();
  const callService = useCallService();
  return (
    <LoanTermsScreen
      market={market}
      brandName={brandName}
      lenderTermsUrl={loanTermsUrl}
      servicePhone={servicePhone}
      onCall={callService}
      onBack={leave}
    />
  );
}
