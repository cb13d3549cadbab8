import { styled } from 'styled-components';
import { AgreementFrame, safeHttpUrl } from '../../components/AgreementFrame';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { useText } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { IndiaTermsContent } from './IndiaTermsContent';
import { LenderTermsContent } from './LenderTermsContent';

export interface LoanTermsScreenProps {
  /**
   * Whose terms: `IN` shows the spec's Indian document (in English); `ID` the lender's own document
   * (`lenderTermsUrl`) or, without one, where the borrower's terms are. Never another market's terms.
   */
  market: Market;
  /** India: the brand from the runtime configuration, named as the lender; empty: "the lender named in your loan agreement". */
  brandName: string;
  /** Indonesia: the lender's loan terms page (runtime configuration), http(s) only, in a sandboxed frame. */
  lenderTermsUrl?: string;
  /** Customer service's number, offered where the terms are not shown here; empty: no call button. */
  servicePhone?: string;
  onCall?: (phone: string) => void;
  onBack?: () => void;
}

/** The terms' text without their page frame (the official site shows them under its own h1). */
export type LoanTermsContentProps = Omit<LoanTermsScreenProps, 'onBack'>;

/** The lender's document fills the page below the bar. */
const FramePage = styled(Page)`
  height: 100vh;
  height: 100dvh;

  /* The content column's own padding (also its bottom-bar padding) would frame the document. */
  & > main[data-bottom-bar] {
    flex: 1 1 auto;
    min-height: 0;
    padding: 0;
  }
`;

/**
 * Loan terms and conditions (spec screen 16), per market (DESIGN.md: legal text belongs to a market).
 * India: the 22 sections with a table of contents, their figures from the rules (spec 9), the late
 * penalties with a worked example. Indonesia: the lender's document in the agreement frame, else where the
 * borrower's terms are and customer service. No registration numbers.
 */
export function LoanTermsScreen({ onBack, ...props }: LoanTermsScreenProps) {
  const t = useText();
  const title = t('loanTerms.title');
  const lenderUrl = props.market === 'ID' ? safeHttpUrl(props.lenderTermsUrl ?? '') : null;
  if (lenderUrl)
    return (
      <FramePage navBar={<NavBar title={title} onBack={onBack} />}>
        <AgreementFrame url={lenderUrl} title={title} hideHeading />
      </FramePage>
    );
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />} width="reading">
      <LoanTermsContent {...props} />
    </Page>
  );
}

/**
 * The terms inside another page (the official site's /Loan): the same per-market content, under its h1. A host
 * that knows its market can take `IndiaTermsContent` or `LenderTermsContent` alone and download only that.
 */
export function LoanTermsContent({ market, brandName, ...lender }: LoanTermsContentProps) {
  return market === 'IN' ? <IndiaTermsContent brandName={brandName} /> : <LenderTermsContent {...lender} />;
}
