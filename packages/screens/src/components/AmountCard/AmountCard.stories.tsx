import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, useFormat, useText } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { space } from '../../theme/tokens';
import { AmountCard } from './AmountCard';

const AMOUNT = '1568250';

/** The card payment's amount, in the story's language and market. */
function PayAmount() {
  const t = useText();
  const { money } = useFormat();
  return (
    <div style={{ padding: space.lg }}>
      <AmountCard as="section" aria-label={t('payway.amountLabel')}>
        <h2>{t('payway.amountLabel')}</h2>
        <p data-amount="">{money(AMOUNT)}</p>
      </AmountCard>
    </div>
  );
}

const meta = { title: 'Kit/AmountCard', component: PayAmount } satisfies Meta<typeof PayAmount>;
export default meta;

/** What the money is, then the amount as the page's headline figure. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const market = marketForLocale(globals.locale === 'id' ? 'id' : 'en');
    const section = within(canvasElement).getByRole('region', { name: t('payway.amountLabel') });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('payway.amountLabel'),
    );
    const amount = section.querySelector('[data-amount]')!;
    // Exactly, no-break space and all (toHaveTextContent would fold it).
    await expect(amount.textContent).toBe(formatMoney(AMOUNT, market));
    await expect(getComputedStyle(amount).fontWeight).toBe('700');
    // The figure in full-strength text, not the muted colour of what it is.
    const label = within(section).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(amount).color).not.toBe(getComputedStyle(label).color);
  },
};
