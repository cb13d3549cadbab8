import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AGREEMENT_SCENE,
  allOf,
  H5_CHANNEL,
  agreementTitles,
  agreementUrl,
  loanConfirm,
  loanPush,
} from '@loan-h5/api';
import { LoanConfirmScreen, useText } from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { toastCallFailure } from '../data/callErrors';
import { screenStatus, useCall } from '../data/useCall';
import { useOneAtATime } from '../data/useOneAtATime';
import { confirmedLoanLink, LOAN_CONFIRM_TRACK, serverLink } from './loanLinks';
import { closePage } from '../bridge/closePage';
import { useLeavePage, useOpenServerLink } from './usePageActions';

/**
 * /loanConfirm (spec screen 19): the offer and its agreement titles for the page's product. A title opens
 * its agreement (`contract-jump`); Confirm posts the loan once (a double tap joins the running request),
 * records the tracking point and opens the server's loan details page (`from=confirm`). Cancel in the
 * type-1 agreement pop-up closes the webview.
 */
export default function LoanConfirmPage() {
  const client = useApiClient();
  const bridge = useBridge();
  const t = useText();
  const [query] = useSearchParams();
  // Absent: the client fills the id from the page it was started on.
  const productId = query.get('productId') || undefined;
  const orderId = query.get('orderId') || undefined;

  const offer = useCall(
    (signal) =>
      allOf([
        client.call(loanConfirm, { productId }, { signal }),
        client.call(agreementTitles, { productId, scene: AGREEMENT_SCENE }, { signal }),
      ]),
    productId ?? '',
  );
  const [confirming, setConfirming] = useState(false);
  const open = useOpenServerLink();
  const oneAtATime = useOneAtATime();
  const leave = useLeavePage();

  const openAgreement = (position: number) =>
    oneAtATime(async () => {
      const url = await client.call(agreementUrl, {
        productId,
        orderId,
        position,
        scene: AGREEMENT_SCENE,
        channel: H5_CHANNEL,
      });
      open(serverLink(url));
    });

  const confirm = async () => {
    if (offer.status !== 'done') return;
    const [data] = offer.data;
    setConfirming(true);
    try {
      // An intent call: a second tap while this runs joins it, so one request is sent.
      const { lendDetailsUrl } = await client.call(loanPush, {
        amount: data.amount,
        periods: data.periods,
        termUnit: data.termUnit,
        productId: productId ?? client.page.ids.productId,
        channel: H5_CHANNEL,
      });
      bridge.track(LOAN_CONFIRM_TRACK, { productId: productId ?? client.page.ids.productId ?? '' });
      open(confirmedLoanLink(lendDetailsUrl));
    } catch (error) {
      toastCallFailure(error, t);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <LoanConfirmScreen
      status={screenStatus(offer)}
      data={offer.status === 'done' ? offer.data[0] : undefined}
      agreementTitles={offer.status === 'done' ? offer.data[1] : undefined}
      onRetry={offer.retry}
      onBack={leave}
      onOpenAgreement={(position) => void openAgreement(position)}
      onConfirm={() => void confirm()}
      confirming={confirming}
      onCancelAgreement={() => closePage(bridge)}
    />
  );
}
