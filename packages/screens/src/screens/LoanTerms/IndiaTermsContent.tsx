import { InfoDocumentBody } from '../../components/InfoDocument';
import { useIndiaTerms } from './useIndiaTerms';

export interface IndiaTermsContentProps {
  /** The brand from the runtime configuration, named as the lender; empty: "the lender named in your loan agreement". */
  brandName: string;
}

/**
 * India's terms without a page frame (spec screen 16): the 22 sections with their contents, the figures from
 * the rules (spec 9) and the late penalties with a worked example. A module of its own, so a host that shows
 * one market's terms (the official site's /Loan) downloads neither the lender's frame nor Indonesia's note.
 */
export function IndiaTermsContent({ brandName }: IndiaTermsContentProps) {
  return <InfoDocumentBody {...useIndiaTerms(brandName)} />;
}
