import {
  DocBlocks,
  InfoDocument,
  InfoDocumentBody,
  type InfoDocumentBodyProps,
  type InfoSection,
} from '../../components/InfoDocument';
import { useText } from '../../i18n/LocaleProvider';
import { loanTermsOutline, PENALTY_SECTION_ID } from './loanTermsOutline';
import { PenaltyExample } from './PenaltyExample';

export interface LoanTermsScreenProps {
  /** The brand from the runtime configuration, named as the lender; empty: "the lender named in your loan agreement". */
  brandName: string;
  onBack?: () => void;
}

/** The terms' text without their page frame (the official site shows them under its own h1). */
export type LoanTermsContentProps = Pick<LoanTermsScreenProps, 'brandName'>;

/**
 * Loan terms and conditions (spec screen 16): the 22 sections as headed sections with a table of contents,
 * their figures from the rules (spec 9); the late penalties with a worked example. No registration
 * numbers.
 */
export function LoanTermsScreen({ brandName, onBack }: LoanTermsScreenProps) {
  const t = useText();
  return <InfoDocument title={t('loanTerms.title')} onBack={onBack} {...useTermsDocument(brandName)} />;
}

/** The terms inside another page: their lead, contents and 22 sections (h2). */
export function LoanTermsContent({ brandName }: LoanTermsContentProps) {
  return <InfoDocumentBody {...useTermsDocument(brandName)} />;
}

function useTermsDocument(brandName: string): InfoDocumentBodyProps {
  const t = useText();
  const sections: InfoSection[] = loanTermsOutline(brandName).map((section) => ({
    id: section.id,
    title: t(section.title),
    content: (
      <>
        <DocBlocks blocks={section.blocks} />
        {section.id === PENALTY_SECTION_ID && <PenaltyExample />}
      </>
    ),
  }));
  return { intro: <p>{t('info.terms.intro')}</p>, sections, contents: true };
}
