import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageEvent, productApply, recommendProducts } from '@loan-h5/api';
import {
  RecommendedProductsScreen,
  safeHttpUrl,
  showToast,
  TOAST_SHORT_MS,
  useText,
  type RecommendedProduct,
} from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { toastCallFailure } from '../data/callErrors';
import { failureMessage } from '../data/failureMessage';
import { useCall } from '../data/useCall';
import { moduleIdForScene, sceneOf } from './recommendedModule';

/**
 * /relevant (spec screen 13): the recommended products of the page's `scene`. Applying records the tap,
 * asks the server for the product's address and opens it through the app; an empty list leads home.
 */
export default function RecommendedProductsPage() {
  const client = useApiClient();
  const bridge = useBridge();
  const t = useText();
  const [query] = useSearchParams();
  const scene = sceneOf(query.get('scene'));
  const list = useCall((signal) => client.call(recommendProducts, { scene }, { signal }), scene);
  // One application at a time: a second tap while one runs does nothing.
  const applying = useRef(false);

  const apply = async (product: RecommendedProduct, index: number) => {
    if (applying.current) return;
    applying.current = true;
    const moduleId = moduleIdForScene(scene);
    try {
      // The tap is tracking: its failure never stops the application (spec 8: tracking errors are swallowed).
      await client.call(pageEvent, { productId: product.id, moduleId, positionId: index }).catch(() => {});
      const url = await client.call(productApply, { product_id: product.id, module_id: moduleId, scene });
      const safe = safeHttpUrl(url);
      if (safe) bridge.openPage(safe);
      else showToast(t('error.unsafeLink'), { duration: TOAST_SHORT_MS });
    } catch (error) {
      toastCallFailure(error, t);
    } finally {
      applying.current = false;
    }
  };

  return (
    <RecommendedProductsScreen
      status={list.status === 'done' ? 'ready' : list.status === 'failed' ? 'error' : 'loading'}
      products={list.status === 'done' ? list.data : undefined}
      errorMessage={list.status === 'failed' ? failureMessage(list.failure, t) : undefined}
      onRetry={list.retry}
      onApply={(product, index) => void apply(product, index)}
      onGoHome={() => bridge.goHome()}
    />
  );
}
