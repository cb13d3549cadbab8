import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_SERVICE_OVERALL, customerContact, recommendProducts } from '@loan-h5/api';
import { RecommendedProductsScreen, useText } from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { failureMessage } from '../data/failureMessage';
import { screenStatus, useCall } from '../data/useCall';
import { moduleIdForScene, sceneOf } from './recommendedModule';
import { useCallService, useLeavePage, useProductApplication } from './usePageActions';

/**
 * /relevant (spec screen 13): the recommended products of the page's `scene`. Applying records the tap,
 * asks the server for the product's address and opens it through the app; an empty list leads home or to
 * customer service, whose number is asked for only then.
 */
export default function RecommendedProductsPage() {
  const client = useApiClient();
  const bridge = useBridge();
  const t = useText();
  const [query] = useSearchParams();
  const scene = sceneOf(query.get('scene'));
  const list = useCall((signal) => client.call(recommendProducts, { scene }, { signal }), scene);
  const empty = list.status === 'done' && list.data.length === 0;
  const contact = useCall(
    (signal) =>
      empty
        ? client.call(customerContact, { overall: CUSTOMER_SERVICE_OVERALL }, { signal })
        : Promise.resolve(null),
    String(empty),
  );
  const apply = useProductApplication();
  const callService = useCallService();
  const leave = useLeavePage();

  return (
    <RecommendedProductsScreen
      status={screenStatus(list)}
      products={list.status === 'done' ? list.data : undefined}
      errorMessage={list.status === 'failed' ? failureMessage(list.failure, t) : undefined}
      onRetry={list.retry}
      onBack={leave}
      onApply={(product, positionId) =>
        void apply({ product, positionId, moduleId: moduleIdForScene(scene), scene })
      }
      onGoHome={() => bridge.goHome()}
      servicePhone={contact.status === 'done' ? (contact.data?.phone ?? '') : ''}
      onCallService={callService}
    />
  );
}
