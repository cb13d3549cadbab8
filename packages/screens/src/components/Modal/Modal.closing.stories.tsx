import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { Demo } from '../../test-support/stories/modalDemo';
import { Modal } from './Modal';
import { inOwnFrame } from '../../test-support/docsFrame';

/** How the modal closes: by the mask (or not), its close button and Esc, and where focus goes after. */
const meta = {
  title: 'Kit/Modal/Closing',
  component: Modal,
  parameters: { docs: { story: inOwnFrame } },
  args: { open: true, title: '', onClose: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog');

/** The loan agreement modal: a choice is required, so a tap on the mask must not close it. */
export const MaskDoesNotClose: Story = {
  render: (args) => (
    <Demo open={args.open} onClose={args.onClose} kind="agreement" closeOnMaskClick={false} />
  ),
  play: async ({ args, canvasElement }) => {
    await screen.findByRole('dialog');
    const mask = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-mask]')!;
    await userEvent.click(mask);
    await expect(dialog()).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const MaskCloses: Story = {
  render: (args) => <Demo open={args.open} onClose={args.onClose} kind="thanks" />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText({ globals });
    await screen.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-mask]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledWith('mask');
    await expect(within(canvasElement).getByRole('button', { name: t('label.loanConfirm') })).toBeVisible();
    // Show the modal again for the reviewer.
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.loanConfirm') }));
    await screen.findByRole('dialog');
  },
};

export const WithCloseButton: Story = {
  render: (args) => <Demo open={args.open} onClose={args.onClose} kind="thanks" showCloseButton />,
  play: async ({ args, globals }) => {
    const t = storyText({ globals });
    const box = await screen.findByRole('dialog');
    await userEvent.click(within(box).getByRole('button', { name: t('common.close') }));
    await expect(args.onClose).toHaveBeenCalledWith('closeButton');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: t('label.loanConfirm') }));
    await screen.findByRole('dialog');
  },
};

/** Opened from the page; Esc closes it and focus goes back to the button that opened it. */
export const EscCloses: Story = {
  args: { open: false },
  render: (args) => <Demo open={args.open} onClose={args.onClose} kind="confirm" />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText({ globals });
    const opener = within(canvasElement).getByRole('button', { name: t('label.loanConfirm') });
    await userEvent.click(opener);
    const box = await screen.findByRole('dialog', { name: t('label.loanConfirm') });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(opener).toHaveFocus();
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('');
  },
};
