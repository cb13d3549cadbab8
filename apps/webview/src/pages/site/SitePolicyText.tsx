import { useMemo } from 'react';
import { readRuntimeConfig } from '@loan-h5/api';
import { PrivacyPolicyContent } from '@loan-h5/screens';

/**
 * The privacy policy inside the official site (/Policy): the policy page's own text, its own chunk, so the
 * site's other sections do not download it. The phone under Contacts is a plain tel: link in a browser.
 */
export default function SitePolicyText() {
  const { brandName, servicePhone } = useMemo(() => readRuntimeConfig(), []);
  return (
    <PrivacyPolicyContent
      brandName={brandName}
      servicePhone={servicePhone}
      onCall={(phone) => window.location.assign(`tel:${phone.replace(/[^\d+]/g, '')}`)}
    />
  );
}
