import { useLocation } from 'react-router-dom';
import { pageEvent, productApply } from '@loan-h5/api';
import { showToast, TOAST_SHORT_MS, useText, type RecommendedProduct } from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { useOneAtATime } from '../data/useOneAtATime';
import { serverLink, withOwnLanguage, type ServerLink } from './loanLinks';

/**
 * Opens a server address through the app (a page of this site in the borrower's language), or tells the
 * borrower it was refused (not http(s)).
 */
export function useOpenServerLink(): (link: ServerLink) => void {
  const bridge = useBridge();
  const t = useText();
  const lang = new URLSearchParams(useLocation().search).get('lang');
  return (link) => {
    if (link.kind === 'open') bridge.openPage(withOwnLanguage(link.url, window.location.origin, lang));
    else showToast(t('error.unsafeLink'), { duration: TOAST_SHORT_MS });
  };
}

// Back and customer service live on their own (pageNavigation.ts), so a page that needs only them does not
// download the product-application code with them; re-exported here for the pages that import them from here.
export { useCallService, useLeavePage } from './pageNavigation';

export interface ProductApplication {
  product: RecommendedProduct;
  /** The product's place in the list the borrower tapped (0-based). */
  positionId: number;
  moduleId: number;
  scene: string;
}

/**
 * Applying for a recommended product (spec section 7): the tap is recorded (`pageEvent/save`, whose failure
 * never stops the borrower), `product/apply` gives the product's address, which opens if it is http(s).
 * One application at a time.
 */
export function useProductApplication(): (application: ProductApplication) => Promise<void> {
  const client = useApiClient();
  const open = useOpenServerLink();
  const oneAtATime = useOneAtATime();
  return ({ product, positionId, moduleId, scene }) =>
    oneAtATime(async () => {
      await client.call(pageEvent, { productId: product.id, moduleId, positionId }).catch(() => undefined);
      const url = await client.call(productApply, { product_id: product.id, module_id: moduleId, scene });
      open(serverLink(url));
    });
}
