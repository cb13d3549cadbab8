import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readRuntimeConfig } from '@loan-h5/api';
import { AboutUsScreen } from '@loan-h5/screens';
import { hasPage } from '../routes/hasPage';
import { useCallService, useLeavePage } from './pageNavigation';

/**
 * /aboutUs (spec screen 9): the brand and service phone from the runtime configuration (config.js); links
 * to the privacy policy and loan terms while the app has pages for them. No server call.
 */
export default function AboutUsPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { brandName, servicePhone } = useMemo(() => readRuntimeConfig(), []);
  const leave = useLeavePage();
  const callService = useCallService();
  // The page's query (common params, language) goes along.
  const linkTo = (path: string) => (hasPage(path) ? () => void navigate(`${path}${search}`) : undefined);

  return (
    <AboutUsScreen
      brandName={brandName}
      servicePhone={servicePhone}
      onBack={leave}
      onCall={callService}
      onOpenPrivacyPolicy={linkTo('/privacyPolicy')}
      onOpenLoanTerms={linkTo('/loanAgreement')}
    />
  );
}
