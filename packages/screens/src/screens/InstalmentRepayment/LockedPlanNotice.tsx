import { useText } from '../../i18n/LocaleProvider';
import { Notice } from './InstalmentRepaymentScreen.styles';

/**
 * A plan with nothing payable here (`canClick` 0 on the first instalment): why, and what to do — ask
 * customer service (the bar's button, when the host offers it) — instead of a total of 0.
 */
export function LockedPlanNotice({ id }: { id: string }) {
  const t = useText();
  return (
    <Notice id={id} role="note" data-locked="">
      <h3>{t('repay.lockedTitle')}</h3>
      <p>{t('repay.locked')}</p>
    </Notice>
  );
}
