import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { BottomBar } from '../../components/Page';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import type { ComplaintPhase } from './complaintRules';

export interface ComplaintSendBarProps {
  phase: ComplaintPhase;
  /** `sending`: a Check again found no answer either. */
  stillWaiting?: boolean;
  onSend: () => void;
  onCheckAgain?: () => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Row = styled.div`
  display: flex;
  gap: ${space.sm};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  strong {
    font-weight: ${font.weight.bold};
  }
  [data-still-waiting] {
    color: ${color.danger};
  }
`;

/**
 * The form's bar at the bottom: Send, and while a save's answer is lost ("Sending your complaint") the
 * status and Check again beside it, always in view (not at the end of a long form).
 */
export function ComplaintSendBar({ phase, stillWaiting, onSend, onCheckAgain }: ComplaintSendBarProps) {
  const t = useText();
  const busy = phase !== 'editing';
  const lost = phase === 'sending';
  return (
    <BottomBar>
      <Stack>
        {lost && (
          <Status role="status" data-sending="">
            <strong>{t('complaintForm.sendingTitle')}</strong>
            <span>{t('complaintForm.sendingText')}</span>
            {stillWaiting && <span data-still-waiting="">{t('complaintForm.stillWaiting')}</span>}
          </Status>
        )}
        <Row>
          {lost && (
            <Button variant="secondary" onClick={() => onCheckAgain?.()}>
              {t('complaintForm.checkAgain')}
            </Button>
          )}
          {/* Lost reply: no spinner (nothing of ours is running); Check again is the way on, Send waits. */}
          <Button
            block
            loading={busy && phase !== 'sent' && !lost}
            disabled={lost}
            onClick={onSend}
            data-phase={phase}
          >
            {t('complaintForm.send')}
          </Button>
        </Row>
      </Stack>
    </BottomBar>
  );
}
