import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryAmountCard as Card, StoryPage as Behind } from '../../test-support/storyBackdrop';
import { storyText } from '../../test-support/storyText';
import { useFormat, useLocale, useText } from '../../i18n/LocaleProvider';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';
import { inOwnFrame } from '../../test-support/docsFrame';

const meta = {
  title: 'Kit/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { docs: { story: inOwnFrame } },
  args: { visible: true },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const onRepay = fn();

/** A repayment page waiting for the server. */
function Content() {
  const t = useText();
  const { money } = useFormat();
  const { market } = useLocale();
  return (
    <Behind>
      <Card>
        <span>{t('label.amount')}</span>
        <strong>{money(market === 'IN' ? 2150 : 850000)}</strong>
        <span>{`${t('label.repaymentDate')}: 2025-07-15`}</span>
      </Card>
      <Button block onClick={onRepay}>
        {t('label.repay')}
      </Button>
    </Behind>
  );
}

export const VisibleOverContent: Story = {
  render: (args) => (
    <>
      <Content />
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t('common.loading')));
    // A real tap lands on whatever is on top at that point: the mask, not the button under it.
    const repay = within(canvasElement).getByRole('button', { name: t('label.repay') });
    const r = repay.getBoundingClientRect();
    const hit = doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    await expect(hit?.closest('[data-loading-mask]')).not.toBeNull();
    await expect(doc.documentElement.style.overflow).toBe('hidden');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  render: (args) => (
    <>
      <Content />
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.repay') }));
    await expect(onRepay).toHaveBeenCalled();
  },
};
