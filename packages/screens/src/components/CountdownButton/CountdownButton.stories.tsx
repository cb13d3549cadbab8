import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { CountdownButton, type CountdownButtonProps } from './CountdownButton';

const meta = {
  title: 'Kit/CountdownButton',
  component: CountdownButton,
  args: { onSend: fn(), onDeadlineChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'grid', justifyItems: 'start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deadline taken when the story mounts, as a host passes the one it stored. */
function StartedEarlier({ inSeconds, ...props }: CountdownButtonProps & { inSeconds: number }) {
  const [deadline] = useState(() => Date.now() + inSeconds * 1000);
  return <CountdownButton {...props} defaultDeadline={deadline} />;
}

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(
      within(canvasElement).getByRole('button', { name: t('countdown.send') }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const SendStartsCountdown: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('countdown.send') });
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onDeadlineChange).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName(t('countdown.resendIn', { seconds: 60 }));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Taps while counting do nothing.
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAccessibleName(t('countdown.resendIn', { seconds: 59 })), {
      timeout: 2000,
    });
  },
};

export const Counting: Story = {
  render: (args) => <StartedEarlier {...args} inSeconds={42} />,
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button');
    // 42 s right after mounting; 41 if the machine was slow to get here.
    const shown = [42, 41].map((seconds) => t('countdown.resendIn', { seconds }));
    await expect(shown).toContain(button.textContent);
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Finished: Story = {
  render: (args) => <StartedEarlier {...args} inSeconds={-5} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(
      within(canvasElement).getByRole('button', { name: t('countdown.resend') }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('countdown.send') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SendFails: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('countdown.send') });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName(t('countdown.send'));
    await expect(args.onDeadlineChange).not.toHaveBeenCalled();
  },
};
