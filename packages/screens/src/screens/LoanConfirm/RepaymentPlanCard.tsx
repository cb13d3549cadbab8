import type { Ref } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { isNumericText, type RepayPlanItem } from './loanSummary';
import { Dot, Instalment, PlanMissing, SectionTitle, Timeline } from './LoanConfirmScreen.styles';

export interface RepaymentPlanCardProps {
  /** The id of the card's heading (the section is named by it). */
  titleId: string;
  /** The whole plan, or `null` when it is missing or incomplete. */
  plans: readonly RepayPlanItem[] | null;
  onRetry?: () => void;
  /** Confirm moves focus here when it was refused for a missing plan. */
  retryRef?: Ref<HTMLButtonElement>;
}

/** The offer's repayment plan as a numbered timeline, or why it cannot be shown and Try again. */
export function RepaymentPlanCard({ titleId, plans, onRetry, retryRef }: RepaymentPlanCardProps) {
  const t = useText();
  const { money, date } = useFormat();
  // Server amounts are validated upstream, but a host may pass anything: show odd text as it is.
  const showMoney = (value: string) => (isNumericText(value) ? money(value) : value || '—');
  const showDate = (value: string) => {
    try {
      return date(value);
    } catch {
      return value || '—';
    }
  };
  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('label.repaymentPlan')}</SectionTitle>
      {plans === null ? (
        // A partial plan is not shown either: the borrower agrees to all of it or to none.
        <PlanMissing>
          <p>{t('loanConfirm.planMissing')}</p>
          {onRetry && (
            <Button ref={retryRef} variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </PlanMissing>
      ) : (
        <Timeline>
          {plans.map((item, index) => (
            <li key={index}>
              <Dot aria-hidden="true">{index + 1}</Dot>
              <Instalment>
                <span data-part="date">{showDate(item.payTime)}</span>
                <span data-part="amount">{showMoney(item.amount)}</span>
                {item.description && <span data-part="description">{item.description}</span>}
              </Instalment>
            </li>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
