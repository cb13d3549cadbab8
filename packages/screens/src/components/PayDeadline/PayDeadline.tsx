import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { countdownClock } from '../../i18n/deadline';
import { color, font, radius, space } from '../../theme/tokens';
import { Button } from '../Button';
import type { PayDeadlineView } from './usePayDeadline';

export interface PayDeadlineProps {
  /** From `usePayDeadline` (the caller also needs to know whether it expired). */
  view: PayDeadlineView;
  /** What expired, said in full ("This code has expired — get a new one"). */
  expiredText: string;
  /** The way on once expired ("Get a new code", "Back"); without it the line stands alone. */
  action?: { label: string; onClick: () => void };
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  gap: 0 ${space.sm};
  color: ${color.warning};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  & > p {
    margin: 0;
  }
  & > [role='timer'] {
    font-weight: ${font.weight.bold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Expired = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  align-self: stretch;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color['warning-soft']};
  color: ${color.warning};
  text-align: center;

  & > p {
    margin: 0;
    font-size: ${font.size.sm};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.normal};
  }
`;

/**
 * "Pay before 3 Jun 2025, 23:59 WIB" with the time left ticking beside it; at zero, what expired and the
 * way on. The ticking clock is a timer (not announced every second); the expiry is announced once.
 */
export function PayDeadline({ view, expiredText, action }: PayDeadlineProps) {
  const t = useText();
  if (view.state.phase === 'expired')
    return (
      <Expired role="alert" data-expired="">
        <p>{expiredText}</p>
        {action && (
          <Button variant="secondary" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Expired>
    );
  return (
    <Line data-expiry="">
      <p>{t('repay.va.payBefore', { time: view.deadline })}</p>
      <p role="timer" data-countdown="">
        {t('repay.deadline.left', { time: countdownClock(view.state.msLeft) })}
      </p>
    </Line>
  );
}
