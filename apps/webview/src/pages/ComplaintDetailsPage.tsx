import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { problemDetail, problemScore, readRuntimeConfig } from '@loan-h5/api';
import {
  ComplaintDetailsScreen,
  showToast,
  useText,
  type ComplaintDetailsScreenProps,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { describeCallFailure, isOfflineFailure } from '../data/callErrors';
import { useCall } from '../data/useCall';
import { absoluteImageUrl } from './complaintLinks';
import { useLeavePage } from './pageNavigation';

/**
 * /complainDetails?problemId= (spec screen 6): problem-detail; server image paths made absolute on the API's
 * origin (the screen shows http(s) ones only). When the server asks, the rating opens after 3 s; Send posts
 * save-score with the chosen score, one request at a time: success closes it with a thank-you, a failure
 * shows the server's message in it and keeps the stars.
 */
export default function ComplaintDetailsPage() {
  const client = useApiClient();
  const t = useText();
  const [query] = useSearchParams();
  const problemId = query.get('problemId') || undefined;
  const detail = useCall((signal) => client.call(problemDetail, { problemId }, { signal }), problemId ?? '');
  const origin = useMemo(() => readRuntimeConfig().apiOrigin || window.location.origin, []);
  const [ratingOpen, setRatingOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [ratingError, setRatingError] = useState<string>();
  const [rated, setRated] = useState(false);
  const busy = useRef(false);
  const leave = useLeavePage();

  const rate = async (score: 1 | 2 | 3 | 4 | 5) => {
    if (busy.current || detail.status !== 'done') return;
    busy.current = true;
    setSending(true);
    setRatingError(undefined);
    try {
      await client.call(problemScore, { score, problemId: detail.data.problemId });
      setRated(true);
      setRatingOpen(false);
      showToast(t('complaint.rateThanks'));
    } catch (error) {
      const failure = describeCallFailure(error);
      if (failure.kind === 'server') setRatingError(failure.message);
      else if (failure.kind !== 'cancelled') setRatingError(t(failure.messageKey));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const callbacks = {
    onBack: leave,
    ratingOpen,
    onRatingOpenChange: (open: boolean) => {
      setRatingOpen(open);
      if (!open) setRatingError(undefined);
    },
    onRate: (score: 1 | 2 | 3 | 4 | 5) => void rate(score),
    ratingSending: sending,
    ratingError,
  } satisfies Partial<ComplaintDetailsScreenProps>;

  if (detail.status === 'done') {
    const data = detail.data;
    return (
      <ComplaintDetailsScreen
        status="ready"
        detail={{
          ...data,
          images: data.images.map((url) => absoluteImageUrl(url, origin)),
          replyImages: data.replyImages.map((url) => absoluteImageUrl(url, origin)),
          askForRating: data.askForRating && !rated,
        }}
        {...callbacks}
      />
    );
  }
  if (detail.status === 'failed')
    return (
      <ComplaintDetailsScreen
        status="error"
        onRetry={detail.retry}
        offline={isOfflineFailure(detail.failure)}
        {...callbacks}
      />
    );
  return <ComplaintDetailsScreen status="loading" {...callbacks} />;
}
