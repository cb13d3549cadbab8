import { styled } from 'styled-components';
import { CallServiceButton } from '../../components/CallServiceButton';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';

export interface LenderTermsNoteProps {
  /** Heading level, to fit the page's outline (2 in the app's page, 2 under the site's h1 too). */
  headingLevel?: 2 | 3;
  /** Customer service's number; empty: no call button (the words still say whom to ask). */
  servicePhone?: string;
  onCall?: (phone: string) => void;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};

  & > h2,
  & > h3 {
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & > p {
    margin: 0;
  }
  & > button {
    align-self: flex-start;
    margin-top: ${space.xs};
  }
`;

/**
 * Indonesia without the lender's document configured: where the borrower's terms are (the loan agreement
 * they accepted) and who to ask, never another market's terms.
 */
export function LenderTermsNote({ headingLevel = 2, servicePhone = '', onCall }: LenderTermsNoteProps) {
  const t = useText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card aria-label={t('info.terms.where.title')} data-lender-terms-note="">
      <Heading>{t('info.terms.where.title')}</Heading>
      <p>{t('info.terms.where.text')}</p>
      <p>{t('info.terms.where.before')}</p>
      <p>{t('info.terms.where.help')}</p>
      {servicePhone.trim() && onCall && <CallServiceButton phone={servicePhone} onCall={onCall} />}
    </Card>
  );
}
