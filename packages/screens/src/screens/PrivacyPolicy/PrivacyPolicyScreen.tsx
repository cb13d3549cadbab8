import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { CallServiceButton } from '../../components/CallServiceButton';
import {
  branded,
  DocBlocks,
  InfoDocument,
  InfoDocumentBody,
  type InfoDocumentBodyProps,
  type InfoSection,
} from '../../components/InfoDocument';
import { useText } from '../../i18n/LocaleProvider';
import { space } from '../../theme/tokens';
import { privacyOutline } from './privacyOutline';

export interface PrivacyPolicyScreenProps {
  /** The brand from the runtime configuration; empty: the policy says "we". */
  brandName: string;
  /** Customer service's configured number, offered under Contacts; empty: none. */
  servicePhone?: string;
  onBack?: () => void;
  onCall?: (phone: string) => void;
  /** Opens the customer service page; without it, no button (the app has no page for it). */
  onOpenCustomerService?: () => void;
}

const Ways = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.xs};
`;

/** The policy's text without its page frame (the official site shows it under its own h1). */
export type PrivacyPolicyContentProps = Omit<PrivacyPolicyScreenProps, 'onBack'>;

/**
 * The privacy policy (spec screen behaviour 1): the nine sections as headed sections with a table of
 * contents; Contacts leads to customer service. Company identity details are left out.
 */
export function PrivacyPolicyScreen({ onBack, ...content }: PrivacyPolicyScreenProps) {
  const t = useText();
  return <InfoDocument title={t('label.privacyPolicy')} onBack={onBack} {...usePolicyDocument(content)} />;
}

/** The policy inside another page: its lead, contents and nine sections (h2). */
export function PrivacyPolicyContent(props: PrivacyPolicyContentProps) {
  return <InfoDocumentBody {...usePolicyDocument(props)} />;
}

function usePolicyDocument({
  brandName,
  servicePhone = '',
  onCall,
  onOpenCustomerService,
}: PrivacyPolicyContentProps): InfoDocumentBodyProps {
  const t = useText();
  const intro = branded(brandName, 'info.privacy.intro', 'info.privacy.introUnbranded');
  const phone = servicePhone.trim();

  const sections: InfoSection[] = privacyOutline.map((section) => ({
    id: section.id,
    title: t(section.title),
    content: (
      <>
        <DocBlocks blocks={section.blocks} />
        {section.id === 'contacts' && (phone || onOpenCustomerService) && (
          <Ways>
            {phone && <CallServiceButton phone={phone} onCall={(n) => onCall?.(n)} />}
            {onOpenCustomerService && (
              <Button variant="secondary" onClick={onOpenCustomerService}>
                {t('info.privacy.contacts.open')}
              </Button>
            )}
          </Ways>
        )}
      </>
    ),
  }));

  return { intro: <p>{t(intro.key, intro.params)}</p>, sections, contents: true };
}
