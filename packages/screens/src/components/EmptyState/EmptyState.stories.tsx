import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { storyText } from '../../test-support/storyText';
import { EmptyState, type EmptyStateProps } from './EmptyState';

interface DemoArgs extends EmptyStateProps {
  /** Copy keys, so each story shows the active language. */
  actionKey?: MessageKey;
  descriptionKey?: MessageKey;
}

function DemoEmptyState({ actionKey, descriptionKey, ...rest }: DemoArgs) {
  const t = useText();
  return (
    <EmptyState
      actionLabel={actionKey && t(actionKey)}
      description={descriptionKey && t(descriptionKey)}
      {...rest}
    />
  );
}

const meta = {
  title: 'Kit/EmptyState',
  // Docs list the real props; the stories pass copy keys so they show the active language.
  component: EmptyState as ComponentType<DemoArgs>,
  args: { onAction: fn() },
  render: (args) => <DemoEmptyState {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('emptyState.default'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // The drawing is decorative: hidden from screen readers.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The recommended products list with nothing in it: a way back home. */
export const WithAction: Story = {
  args: { actionKey: 'common.goHome' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.goHome') }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  args: { kind: 'error', descriptionKey: 'error.description', actionKey: 'common.retry' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('error.title'))).toBeVisible();
    await expect(canvas.getByText(t('error.description'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { kind: 'offline', descriptionKey: 'emptyState.offlineDescription', actionKey: 'common.retry' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('emptyState.offline'))).toBeVisible();
    await expect(canvas.getByText(t('emptyState.offlineDescription'))).toBeVisible();
  },
};
