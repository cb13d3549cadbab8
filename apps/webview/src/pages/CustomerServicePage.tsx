import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CUSTOMER_SERVICE_OVERALL, customerContact, readRuntimeConfig } from '@loan-h5/api';
import { CustomerServiceScreen, serviceContacts } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { hasPage } from '../routes/hasPage';
import { useCallService, useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/** Where the complaint entry leads (spec 2: the customer-service shortcut). */
const COMPLAINT_PATH = '/phenomenon';

/**
 * /customerService (spec screen 8): phone and e-mail from `get-whatsapp` (overall=30), the configured
 * service phone where the server has none (or cannot be reached). The phone dials through the app, the
 * e-mail is a `mailto:` link; the complaint entry shows only while the app has a page at /phenomenon.
 */
export default function CustomerServicePage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const configuredPhone = useMemo(() => readRuntimeConfig().servicePhone, []);
  const contact = useCall(
    (signal) => client.call(customerContact, { overall: CUSTOMER_SERVICE_OVERALL }, { signal }),
    'contact',
  );
  const leave = useLeavePage();
  const callService = useCallService();

  const common = {
    onBack: leave,
    onCall: callService,
    canComplain: hasPage(COMPLAINT_PATH),
    // The page's query (common params, language) goes along, as to every page of the app.
    onComplaint: () => void navigate(`${COMPLAINT_PATH}${search}`),
  };

  if (contact.status === 'done')
    return (
      <CustomerServiceScreen
        status="ready"
        contacts={serviceContacts(contact.data, configuredPhone)}
        onRetry={contact.retry}
        {...common}
      />
    );
  if (contact.status === 'failed')
    return (
      <CustomerServiceScreen
        status="error"
        onRetry={contact.retry}
        offline={isOfflineFailure(contact.failure)}
        fallbackPhone={configuredPhone}
        {...common}
      />
    );
  return <CustomerServiceScreen status="loading" {...common} />;
}
