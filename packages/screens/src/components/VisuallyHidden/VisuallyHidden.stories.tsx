import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLocale, useText } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { VisuallyHidden } from './VisuallyHidden';

const FIRST_STEP = {
  en: 'Open your bank app and choose Pay bills.',
  id: 'Buka aplikasi bank Anda lalu pilih Bayar tagihan.',
};

/** A payment step as `PaymentSteps` draws it: the eye sees the number, a screen reader hears "Step 1:". */
function NumberedStep() {
  const t = useText();
  const { locale } = useLocale();
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 16 }}>
      <li style={{ display: 'flex', gap: 12, alignItems: 'baseline' }}>
        <strong aria-hidden="true">1</strong>
        <span>
          <VisuallyHidden>{`${t('paymentSteps.step', { index: 1 })}: `}</VisuallyHidden>
          {FIRST_STEP[locale]}
        </span>
      </li>
    </ol>
  );
}

/**
 * Text for screen readers only (a step number, a live status), out of sight but not out of the page.
 * `VisuallyHidden` is a styled `span`: put the words inside it.
 */
const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  render: () => <NumberedStep />,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The step's words include "Step 1:" for screen readers; on screen that text takes no room. */
export const StepNumber: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const step = within(canvasElement).getByRole('listitem');
    const hidden = `${t('paymentSteps.step', { index: 1 })}:`;
    await expect(step).toHaveTextContent(hidden);
    const box = within(step).getByText(hidden).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
