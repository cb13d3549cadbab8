import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readRuntimeConfig } from '@loan-h5/api';
import { PrivacyPolicyScreen } from '@loan-h5/screens';
import { hasPage } from '../routes/hasPage';
import { useOpenAtTop } from './useOpenAtTop';
import { useCallService, useLeavePage } from './pageNavigation';

/**
 * /privacyPolicy (spec screen behaviour 1): the policy, opened at its top, under the configured brand;
 * Contacts offers the configured phone and the customer service page. No server call.
 */
export default function PrivacyPolicyPage() {
  useOpenAtTop();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { brandName, servicePhone } = useMemo(() => readRuntimeConfig(), []);
  const leave = useLeavePage();
  const callService = useCallService();

  return (
    <PrivacyPolicyScreen
      brandName={brandName}
      servicePhone={servicePhone}
      onBack={leave}
      onCall={callService}
      onOpenCustomerService={
        hasPage('/customerService') ? () => void navigate(`/customerService${search}`) : undefined
      }
    />
  );
}
