import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { CallServiceButton } from '../../components/CallServiceButton';
import { branded, InfoDocument, type InfoSection } from '../../components/InfoDocument';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { space } from '../../theme/tokens';

export interface AboutUsScreenProps {
  /** The brand from the runtime configuration; empty: the page says "we" instead of a name. */
  brandName: string;
  /** Customer service's configured number; empty: no call button. */
  servicePhone?: string;
  onBack?: () => void;
  onCall?: (phone: string) => void;
  /** Opens the privacy policy; without it, no link (the app has no page for it). */
  onOpenPrivacyPolicy?: () => void;
  /** Opens the loan terms; without it, no link. */
  onOpenLoanTerms?: () => void;
}

const OFFER: readonly MessageKey[] = [
  'info.about.offer.amount',
  'info.about.offer.reach',
  'info.about.offer.online',
  'info.about.offer.clear',
  'info.about.offer.flexible',
];
const PROMISE: readonly MessageKey[] = [
  'info.about.promise.data',
  'info.about.promise.fair',
  'info.about.promise.help',
];

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/**
 * About us (spec screen 9): who the company is, under the brand from the runtime configuration, what it
 * offers (the market's claims) and stands for, and how to reach it. Registration numbers are left out.
 */
export function AboutUsScreen({
  brandName,
  servicePhone = '',
  onBack,
  onCall,
  onOpenPrivacyPolicy,
  onOpenLoanTerms,
}: AboutUsScreenProps) {
  const t = useText();
  const intro = branded(brandName, 'info.about.intro', 'info.about.introUnbranded');
  const brand = intro.params?.brand;
  const phone = servicePhone.trim();

  const sections: InfoSection[] = [
    {
      id: 'who-we-are',
      title: brand ? String(brand) : t('info.about.whoWeAre'),
      content: <p>{t(intro.key, intro.params)}</p>,
    },
    { id: 'offer', title: t('info.about.offer'), content: <List keys={OFFER} /> },
    { id: 'commitments', title: t('info.about.promise'), content: <List keys={PROMISE} /> },
  ];
  if (phone)
    sections.push({
      id: 'contact',
      title: t('info.about.contact'),
      content: <CallServiceButton phone={phone} onCall={(n) => onCall?.(n)} />,
    });
  if (onOpenPrivacyPolicy || onOpenLoanTerms)
    sections.push({
      id: 'read-more',
      title: t('info.about.readMore'),
      content: (
        <Links>
          {onOpenPrivacyPolicy && (
            <Button variant="secondary" onClick={onOpenPrivacyPolicy}>
              {t('info.about.privacyPolicy')}
            </Button>
          )}
          {onOpenLoanTerms && (
            <Button variant="secondary" onClick={onOpenLoanTerms}>
              {t('info.about.loanTerms')}
            </Button>
          )}
        </Links>
      ),
    });

  return <InfoDocument title={t('label.aboutUs')} onBack={onBack} sections={sections} />;
}

function List({ keys }: { keys: readonly MessageKey[] }) {
  const t = useText();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}
