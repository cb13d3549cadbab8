import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { channelTemplate, readRuntimeConfig, trackClick } from '@loan-h5/api';
import {
  PromotionDownloadScreen,
  safeHttpUrl,
  showToast,
  TOAST_SHORT_MS,
  useText,
  type PromotionOutcome,
} from '@loan-h5/screens';
import { useBridge } from '../../bridge/BridgeContext';
import { useApiClient } from '../../data/ApiContext';
import { unwaitedCall } from '../../data/pageLoad';
import { useCall } from '../../data/useCall';
import { PROMOTION_HASH } from './promotionView';

/** How long the download tap waits for its count before the store opens anyway. */
export const TRACK_WAIT_MS = 1500;

/** Why the page opened (kept in the history entry, so a reload still says it). */
export function outcomeOf(state: unknown): PromotionOutcome | null {
  const outcome = (state as { outcome?: unknown } | null)?.outcome;
  return outcome === 'registered' || outcome === 'alreadyRegistered' ? outcome : null;
}

/**
 * `#/downloadTemplate`: the app's store page from the landing template, else from config.js (`appStoreUrl`);
 * only an http(s) address is offered. The tap is counted (`track-click`), then the store opens through the
 * app (or the browser).
 */
export function DownloadView({ templateId }: { templateId: string }) {
  const client = useApiClient();
  const bridge = useBridge();
  const t = useText();
  const navigate = useNavigate();
  const { search, state, key } = useLocation();
  const template = useCall((signal) => client.call(channelTemplate, { templateId }, { signal }), templateId);
  const config = useMemo(() => readRuntimeConfig(), []);
  const fallback = config.appStoreUrl;
  const [opening, setOpening] = useState(false);

  if (template.status === 'loading') return <PromotionDownloadScreen status="loading" />;
  const landing = template.status === 'done' ? template.data : null;
  const storeUrl = safeHttpUrl(landing?.downloadUrl) ?? safeHttpUrl(fallback);

  const onDownload = async (url: string) => {
    if (opening) return;
    setOpening(true);
    // The button shows the wait; the count goes on unmasked after it, while the borrower is in the store.
    const counted = client
      .call(trackClick, { templateId }, { signal: unwaitedCall() })
      .catch(() => undefined);
    await Promise.race([counted, new Promise((resolve) => setTimeout(resolve, TRACK_WAIT_MS))]);
    setOpening(false);
    if (!bridge.openPage(url)) showToast(t('error.unsafeLink'), { duration: TOAST_SHORT_MS });
  };

  return (
    <PromotionDownloadScreen
      status="ready"
      appName={landing?.appName}
      brandName={config.brandName}
      licenceLine={config.licenceLine}
      storeUrl={storeUrl}
      outcome={outcomeOf(state)}
      opening={opening}
      onDownload={(url) => void onDownload(url)}
      onRetry={template.status === 'failed' ? template.retry : undefined}
      onBack={() =>
        key !== 'default'
          ? void navigate(-1)
          : void navigate(
              { pathname: '/promotion', search, hash: PROMOTION_HASH.register },
              { replace: true },
            )
      }
    />
  );
}
