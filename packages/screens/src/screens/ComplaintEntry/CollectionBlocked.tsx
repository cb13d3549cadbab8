import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';

export interface CollectionBlockedProps {
  /** Customer service: the way on when the order takes no collection complaint. Absent: no button. */
  onCustomerService?: () => void;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color['danger-soft']};
  color: ${color.text};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  strong {
    color: ${color.danger};
    font-weight: ${font.weight.bold};
  }
  p {
    margin: 0;
  }
`;

/**
 * Collection chosen for an order that does not take it (`isShow` not 1): why, in plain words, what to do
 * instead (another order, or customer service), and customer service as the way on.
 */
export function CollectionBlocked({ onCustomerService }: CollectionBlockedProps) {
  const t = useText();
  return (
    <Box role="alert" data-collection-blocked="">
      <strong>{t('complaint.collectionBlocked')}</strong>
      <p>{t('complaint.collectionBlockedWhy')}</p>
      {onCustomerService && (
        <Button variant="secondary" onClick={onCustomerService}>
          {t('complaint.contactService')}
        </Button>
      )}
    </Box>
  );
}
