import { jointFailureInfo, jointProductClick, jointProductJump } from '@loan-h5/api';
import {
  JointLoginFailureScreen,
  showToast,
  TOAST_SHORT_MS,
  useText,
  type RecommendedProduct,
} from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { originOf } from '../bridge/guards';
import { useApiClient } from '../data/ApiContext';
import { failureMessage } from '../data/failureMessage';
import { screenStatus, useCall } from '../data/useCall';
import { useOneAtATime } from '../data/useOneAtATime';
import { jointJumpTarget } from './jointJump';
import { useLeavePage } from './pageNavigation';

/**
 * /jointLoginError (spec screen 20): why the partner login failed, and other lenders. A product tap logs
 * the click, asks where the product leads and opens it (see `jointJumpTarget`); a failed call is the
 * server's message in a toast.
 */
export default function JointLoginFailurePage() {
  const client = useApiClient();
  const bridge = useBridge();
  const t = useText();
  const info = useCall((signal) => client.call(jointFailureInfo, {}, { signal }), 'jointFailure');
  const oneAtATime = useOneAtATime();
  const leave = useLeavePage();

  const apply = (product: RecommendedProduct) =>
    oneAtATime(async () => {
      await client.call(jointProductClick, { productId: product.id });
      const target = jointJumpTarget(
        await client.call(jointProductJump, { productId: product.id }),
        originOf(window),
      );
      if (target.kind === 'web') bridge.openPage(target.url);
      else if (target.kind === 'app') bridge.openPageWithParams(target.path, { productId: product.id });
      else showToast(t('error.unsafeLink'), { duration: TOAST_SHORT_MS });
    });

  const data = info.status === 'done' ? info.data : undefined;
  return (
    <JointLoginFailureScreen
      status={screenStatus(info)}
      message={data?.message}
      notice={data?.notice}
      products={data?.products}
      errorMessage={info.status === 'failed' ? failureMessage(info.failure, t) : undefined}
      onRetry={info.retry}
      onBack={leave}
      onApply={(product) => void apply(product)}
    />
  );
}
