import { styled } from 'styled-components';
import { AgreementFrame, safeHttpUrl } from '../../components/AgreementFrame';
import { useText } from '../../i18n/LocaleProvider';
import { LenderTermsNote } from './LenderTermsNote';

export interface LenderTermsContentProps {
  /** The lender's loan terms page (runtime configuration), http(s) only, in a sandboxed frame. */
  lenderTermsUrl?: string;
  /** Customer service's number, offered where the terms are not shown here; empty: no call button. */
  servicePhone?: string;
  onCall?: (phone: string) => void;
}

/** On the site the lender's document gets a tall box of its own (the site scrolls around it). */
const SiteFrameBox = styled.div`
  display: flex;
  flex-direction: column;
  height: 75vh;
  min-height: 420px;
`;

/**
 * Indonesia's terms without a page frame: the lender's own document in the agreement frame, or, without a
 * safe address for it, where the borrower's terms are and customer service. A module of its own, so a host
 * that shows one market's terms downloads none of India's 22 sections.
 */
export function LenderTermsContent({ lenderTermsUrl, servicePhone, onCall }: LenderTermsContentProps) {
  const t = useText();
  const url = safeHttpUrl(lenderTermsUrl ?? '');
  return url ? (
    <SiteFrameBox>
      <AgreementFrame url={url} title={t('loanTerms.title')} hideHeading />
    </SiteFrameBox>
  ) : (
    <LenderTermsNote servicePhone={servicePhone} onCall={onCall} />
  );
}
