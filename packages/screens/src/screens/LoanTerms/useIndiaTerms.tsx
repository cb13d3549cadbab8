import { DocBlocks, type InfoDocumentBodyProps, type InfoSection } from '../../components/InfoDocument';
import { useLocale, useText } from '../../i18n/LocaleProvider';
import { indiaTermsText } from './indiaTerms';
import { loanTermsOutline, PENALTY_SECTION_ID } from './loanTermsOutline';
import { PenaltyExample } from './PenaltyExample';

/**
 * The India terms as an information document: their lead, contents and 22 sections. The document is in
 * English; on a page in another language it says so, and its sections are marked `lang="en"`.
 */
export function useIndiaTerms(brandName: string): InfoDocumentBodyProps {
  const t = useText();
  const { locale } = useLocale();
  const lang = locale === 'en' ? undefined : 'en';
  const sections: InfoSection[] = loanTermsOutline(brandName).map((section) => ({
    id: section.id,
    title: indiaTermsText(section.title),
    content: (
      <div lang={lang} style={{ display: 'contents' }}>
        <DocBlocks blocks={section.blocks} text={indiaTermsText} />
        {section.id === PENALTY_SECTION_ID && <PenaltyExample />}
      </div>
    ),
  }));
  return {
    intro: (
      <>
        {lang && <p>{t('info.terms.englishOnly')}</p>}
        <p lang={lang}>{indiaTermsText('intro')}</p>
      </>
    ),
    sections,
    contents: true,
  };
}
