import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readRuntimeConfig } from '@loan-h5/api';
import { PromotionAgreementScreen } from '@loan-h5/screens';
import { useOpenAtTop } from '../useOpenAtTop';
import { PROMOTION_HASH } from './promotionView';

/** `#/agreementTemplate`: the user agreement under the configured brand, opened at its top. No server call. */
export function AgreementView() {
  useOpenAtTop();
  const navigate = useNavigate();
  const { search, key } = useLocation();
  const { brandName } = useMemo(() => readRuntimeConfig(), []);
  return (
    <PromotionAgreementScreen
      brandName={brandName}
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
