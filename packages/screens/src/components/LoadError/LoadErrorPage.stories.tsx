import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useText } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { NavBar } from '../NavBar';
import { LoadErrorPage, type LoadErrorPageProps } from './LoadErrorPage';

type DemoArgs = Omit<LoadErrorPageProps, 'navBar'> & { onBack?: () => void };

/** The loan details page's title bar over the error, in the story's language. */
function DemoLoadErrorPage({ onBack, ...rest }: DemoArgs) {
  const t = useText();
  return <LoadErrorPage navBar={<NavBar title={t('loanDetails.title')} onBack={onBack} />} {...rest} />;
}

const meta = {
  title: 'Kit/LoadErrorPage',
  component: DemoLoadErrorPage,
  args: { onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof DemoLoadErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page that could not load: its title and back button stay above the error (the error's own states are
 * in Kit/LoadError), so the borrower can try again or leave.
 */
export const Failed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('loanDetails.title'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A screen that names what failed (card repayment's card list): its own title and text, offline too. */
export const InTheScreensOwnWords: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <DemoLoadErrorPage {...args} title={t('payway.loadFailed')} description={t('payway.loadFailedText')} />
    );
  },
  args: { offline: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('payway.loadFailed'));
    await expect(alert).toHaveTextContent(t('payway.loadFailedText'));
    await expect(alert).not.toHaveTextContent(t('error.network'));
  },
};
