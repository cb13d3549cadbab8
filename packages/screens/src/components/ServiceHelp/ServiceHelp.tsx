import { styled } from 'styled-components';
import { Button } from '../Button';
import { CallServiceButton } from '../CallServiceButton';
import { color, font, space } from '../../theme/tokens';

export interface ServiceHelpProps {
  /** The question the section answers, e.g. "Questions about this bill?"; also the section's name. */
  heading: string;
  /** Customer service's number; no call button without one. */
  phone: string;
  /** The borrower asked to call; the app dials through the native app or a `tel:` link. */
  onCall?: (phone: string) => void;
  /** A second way to customer service (complaints), shown beside the call button, also without a phone. */
  complaint?: { label: string; onClick: () => void };
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

// Side by side from 360 px, one above the other on 320 px phones (where the call label would wrap thrice).
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  & > button {
    flex: 1 1 150px;
  }
`;

/**
 * The quiet "questions about this bill?" section at the end of a money page: a heading, the call button
 * (with a phone) and the complaint shortcut (when given). Renders nothing when it has neither.
 */
export function ServiceHelp({ heading, phone, onCall, complaint }: ServiceHelpProps) {
  if (!phone.trim() && !complaint) return null;
  return (
    <Section aria-label={heading}>
      <h2>{heading}</h2>
      <Actions>
        <CallServiceButton phone={phone} onCall={(number) => onCall?.(number)} />
        {complaint && (
          <Button variant="secondary" onClick={complaint.onClick} data-complaint="">
            {complaint.label}
          </Button>
        )}
      </Actions>
    </Section>
  );
}
