import { useLocation, useNavigate } from 'react-router-dom';
import { showToast, TOAST_SHORT_MS, useText } from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { closePage } from '../bridge/closePage';

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
