import { styled } from 'styled-components';
import { Button, type ButtonProps } from '../Button';
import { useText } from '../../i18n/LocaleProvider';
import { font } from '../../theme/tokens';

export interface CallServiceButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** Customer service's number as the server or configuration gives it; shown as text. */
  phone: string;
  /** The borrower asked to call; the app dials through the native app or a `tel:` link. */
  onCall: (phone: string) => void;
}

const Label = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;

  & > small {
    font-size: ${font.size.sm};
    font-weight: ${font.weight.regular};
    /* A phone number never breaks over two lines. */
    white-space: nowrap;
  }
`;

/**
 * The next step where a page has none of its own (an unknown order status, an empty list): call customer
 * service, with the number shown so the borrower can also write it down. Renders nothing without a number.
 */
export function CallServiceButton({ phone, onCall, variant = 'secondary', ...rest }: CallServiceButtonProps) {
  const t = useText();
  const number = phone.trim();
  if (!number) return null;
  return (
    <Button variant={variant} onClick={() => onCall(number)} {...rest}>
      <Label>
        {t('service.call')}
        {/* Not drawn between flex items, but keeps the accessible name two words apart everywhere. */}{' '}
        <small>{number}</small>
      </Label>
    </Button>
  );
}
