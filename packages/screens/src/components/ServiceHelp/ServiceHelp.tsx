import { styled } from 'styled-components';
import { CallServiceButton } from '../CallServiceButton';
import { color, font, space } from '../../theme/tokens';

export interface ServiceHelpProps {
  /** The question the section answers, e.g. "Questions about this bill?"; also the section's name. */
  heading: string;
  /** Customer service's number; the section renders nothing without one. */
  phone: string;
  /** The borrower asked to call; the app dials through the native app or a `tel:` link. */
  onCall?: (phone: string) => void;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${space.sm};
  text-align: center;

  & > h2 {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.regular};
    line-height: ${font.lineHeight.normal};
  }
`;

/** The quiet "questions about this bill?" section at the end of a money page: a heading and the call button. */
export function ServiceHelp({ heading, phone, onCall }: ServiceHelpProps) {
  if (!phone.trim()) return null;
  return (
    <Section aria-label={heading}>
      <h2>{heading}</h2>
      <CallServiceButton phone={phone} onCall={(number) => onCall?.(number)} />
    </Section>
  );
}
