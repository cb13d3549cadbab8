import { lazy, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackVisit } from '@loan-h5/api';
import { useText } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { unwaitedCall } from '../data/pageLoad';
import { PageDescription } from '../shell/PageDescription';
import { RegisterView } from './promotion/RegisterView';
import { PROMOTION_DESCRIPTION_KEYS, promotionView } from './promotion/promotionView';

// The sign-up form comes with the page; the download page and the agreement are their own chunks, fetched
// when their hash is opened, so `/promotion#/` stays within its size budget.
const DownloadView = lazy(() =>
  import('./promotion/DownloadView').then((m) => ({ default: m.DownloadView })),
);
const AgreementView = lazy(() =>
  import('./promotion/AgreementView').then((m) => ({ default: m.AgreementView })),
);

/** The landing template's id from the page's query (`/promotion?templateId=8#/`). */
export const templateIdOf = (query: URLSearchParams) => query.get('templateId') ?? '';

/**
 * /promotion?templateId= (spec screen 12): the promotion sign-up, one page whose hash picks the screen —
 * `#/` register, `#/downloadTemplate` get the app, `#/agreementTemplate` the user agreement. A visit is
 * counted once per page load (`track-visit`); it works in any browser, with or without the native app. Each
 * screen has its own title (the route table's, per hash) and description.
 */
export default function PromotionPage() {
  const client = useApiClient();
  const t = useText();
  const { hash, search } = useLocation();
  const templateId = templateIdOf(new URLSearchParams(search));
  const counted = useRef(false);

  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    // A count, never in the way: no "Loading…" mask while it runs; its failure is not the borrower's business.
    void client.call(trackVisit, { templateId }, { signal: unwaitedCall() }).catch(() => undefined);
  }, [client, templateId]);

  const view = promotionView(hash);
  // The tab's title comes from the route table (per hash); the description is each screen's own.
  return (
    <>
      <PageDescription content={t(PROMOTION_DESCRIPTION_KEYS[view])} />
      {view === 'download' ? (
        <DownloadView templateId={templateId} />
      ) : view === 'agreement' ? (
        <AgreementView />
      ) : (
        <RegisterView key={templateId} templateId={templateId} />
      )}
    </>
  );
}
