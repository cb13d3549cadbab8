import { memo } from 'react';
import { Button } from '../../components/Button';
import { BottomBar } from '../../components/Page';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { BarSummary } from './InstalmentRepaymentScreen.styles';

/**
 * The bottom bar of a plan that can be paid here: "Pay all" (when something can be selected), the running
 * total and Pay now. With the rows left alone on a tap, this is what a tap renders again.
 */
export const InstalmentPayBar = memo(function InstalmentPayBar({
  showPayAll,
  payAll,
  onTogglePayAll,
  total,
  payable,
  paying,
  onPay,
}: {
  showPayAll: boolean;
  payAll: boolean;
  onTogglePayAll: () => void;
  /** The checked instalments' exact sum (numeric text), or null when an amount is not numeric. */
  total: string | null;
  payable: boolean;
  paying?: boolean;
  onPay: () => void;
}) {
  const t = useText();
  const { money } = useFormat();
  return (
    <BottomBar
      summary={
        <BarSummary>
          {showPayAll && (
            <label>
              <input type="checkbox" role="switch" checked={payAll} onChange={onTogglePayAll} />
              <span data-track="" aria-hidden="true" />
              {t('repay.payAll')}
            </label>
          )}
          <p aria-live="polite">
            {t('repay.selectedTotal')}
            {/* Not a WholeAmount: every tap changes this total, and fitting it again each time cost the 365-row
                plan's tap about 8 ms (bench:plan). It stays whole anyway: where it does not fit beside Pay, the
                bar gives it a line of its own (BottomBar). */}
            <span data-selected-total="">{money(total ?? '0')}</span>
          </p>
        </BarSummary>
      }
    >
      <Button onClick={onPay} aria-disabled={!payable || undefined} loading={paying}>
        {t('repay.payNow')}
      </Button>
    </BottomBar>
  );
});
