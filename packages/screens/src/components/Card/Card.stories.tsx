import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { Card } from './Card';

function LoanSummaryCard() {
  const t = useText();
  const format = useFormat();
  return (
    <div style={{ padding: 16 }}>
      <Card as="section" aria-label={t('label.amount')}>
        <span>{t('label.amount')}</span>
        <strong style={{ fontSize: 32 }}>{format.money(5000000)}</strong>
        <span>{t('label.days', { count: 91 })}</span>
      </Card>
    </div>
  );
}

/**
 * A white card on the grey page: the block every screen is built from. `Card` is a styled `div` that takes
 * a div's attributes; render it as `section` or `article` with `as` (the example is a `section` named by
 * its `aria-label`).
 */
const meta = { title: 'Kit/Card', component: LoanSummaryCard } satisfies Meta<typeof LoanSummaryCard>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toBeVisible();
  },
};
