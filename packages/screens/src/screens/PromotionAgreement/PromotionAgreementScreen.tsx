import { branded, DocBlocks, InfoDocument, type InfoSection } from '../../components/InfoDocument';
import { useText } from '../../i18n/LocaleProvider';
import { agreementOutline } from './agreementOutline';

export interface PromotionAgreementScreenProps {
  /** The brand from the runtime configuration; empty: the agreement says "our app". */
  brandName: string;
  onBack?: () => void;
}

/**
 * `/promotion#/agreementTemplate`: the user agreement the sign-up refers to, as headed sections. No table of
 * contents: its in-page links would change the hash this flow routes by.
 */
export function PromotionAgreementScreen({ brandName, onBack }: PromotionAgreementScreenProps) {
  const t = useText();
  const intro = branded(brandName, 'promotion.terms.intro', 'promotion.terms.introUnbranded');
  const sections: InfoSection[] = agreementOutline.map((section) => ({
    id: `user-agreement-${section.id}`,
    title: t(section.title),
    content: <DocBlocks blocks={section.blocks} />,
  }));
  return (
    <InfoDocument
      title={t('promotion.terms.title')}
      onBack={onBack}
      intro={<p>{t(intro.key, intro.params)}</p>}
      sections={sections}
    />
  );
}
