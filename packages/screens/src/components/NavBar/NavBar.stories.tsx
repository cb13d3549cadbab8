import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { largeText } from '../../test-support/largeText';
import { storyText } from '../../test-support/storyText';
import { useLocale, useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { NavBar, NavBarButton, NavBarTextButton } from './NavBar';

const meta = {
  title: 'Kit/NavBar',
  component: NavBar,
  args: { title: '', onBack: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function Label({ k }: { k: MessageKey }) {
  return <>{useText()(k)}</>;
}

/** A title a document page really has, long enough to wrap on a 320 px phone. */
function LongTitle() {
  const { locale } = useLocale();
  return (
    <>
      {locale === 'id'
        ? 'Syarat dan ketentuan perjanjian pinjaman pribadi'
        : 'Terms and conditions of the personal loan agreement'}
    </>
  );
}

function CustomerServiceButton() {
  const t = useText();
  return (
    <NavBarButton aria-label={t('label.customerService')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2zM17 18c0 1.7-2.2 3-5 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </NavBarButton>
  );
}

export const Default: Story = {
  args: { title: <Label k="label.loanConfirm" /> },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('label.loanConfirm'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Brand: Story = {
  args: { variant: 'brand', title: <Label k="label.repaymentPlan" /> },
};

export const WithAction: Story = {
  args: { title: <Label k="label.repaymentPlan" />, action: <CustomerServiceButton /> },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('label.customerService') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.back') })).toBeVisible();
  },
};

export const BrandWithAction: Story = {
  args: { variant: 'brand', title: <Label k="label.loanConfirm" />, action: <CustomerServiceButton /> },
};

/** A first page (opened straight from the app): nothing to go back to. */
export const WithoutBack: Story = {
  args: { title: <Label k="label.aboutUs" />, onBack: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongTitleWraps: Story = {
  args: { title: <LongTitle /> },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    // Wrapped, not clipped: the whole title stays readable and nothing scrolls sideways.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

function MyComplaintsButton() {
  return <NavBarTextButton>{useText()('complaint.listTitle')}</NavBarTextButton>;
}

/**
 * Large text (130%: the bar as wide as a 277 px screen). A text action that no longer fits its equal share of
 * the bar takes the room it needs from the title (which wraps) instead of running past the screen's edge.
 */
export const TextActionAtLargeText: Story = {
  args: { title: <Label k="complaint.title" />, action: <MyComplaintsButton /> },
  decorators: [largeText(1.3)],
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const action = canvas.getByRole('button', { name: t('complaint.listTitle') });
    const bar = canvasElement.querySelector('header')!;
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(bar.getBoundingClientRect().right);
    await expect(action.scrollWidth).toBeLessThanOrEqual(action.clientWidth);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      action.getBoundingClientRect().left,
    );
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
