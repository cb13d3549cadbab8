import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useText } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { space } from '../../theme/tokens';
import { ResultCard } from './ResultCard';

/** The card paid: the tick on its disc, the outcome and what it means, in the story's language. */
function PaidResult() {
  const t = useText();
  return (
    <div style={{ padding: space.lg }}>
      <ResultCard as="section" aria-label={t('payway.paidTitle')}>
        <svg data-part="icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <circle data-part="disc" cx="32" cy="32" r="30" />
          <path data-part="tick" d="M19 33l9 9 18-20" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2>{t('payway.paidTitle')}</h2>
        <p>{t('payway.paidText')}</p>
      </ResultCard>
    </div>
  );
}

const meta = { title: 'Kit/ResultCard', component: PaidResult } satisfies Meta<typeof PaidResult>;
export default meta;

/** A payment that went through: the outcome is the section's heading, its explanation under it. */
export const Paid: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const section = within(canvasElement).getByRole('region', { name: t('payway.paidTitle') });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(t('payway.paidTitle'));
    await expect(within(section).getByText(t('payway.paidText'))).toBeVisible();
    await expect(getComputedStyle(section).textAlign).toBe('center');
  },
};
