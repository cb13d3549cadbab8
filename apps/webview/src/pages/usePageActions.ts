import { useLocation, useNavigate } from 'react-router-dom';
import { pageEvent, productApply } from '@loan-h5/api';
import { showToast, TOAST_SHORT_MS, useText, type RecommendedProduct } from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { useOneAtATime } from '../data/useOneAtATime';
import { closePage, serverLink, withOwnLanguage, type ServerLink } from './loanLinks';

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

/**
 * Back: to the previous page when this one was opened inside the app (loan details → More products),
 * otherwise the webview closes (it was opened by the native app).
 */
export function useLeavePage(): () => void {
  const bridge = useBridge();
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key !== 'default') void navigate(-1);
    else closePage(bridge);
  };
}

/** Calls customer service through the app (or a `tel:` link); a number that cannot be dialled is said so. */
export function useCallService(): (phone: string) => void {
  const bridge = useBridge();
  const t = useText();
  return (phone) => {
    if (!bridge.callPhone(phone)) showToast(t('error.cannotCall'), { duration: TOAST_SHORT_MS });
  };
}

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
