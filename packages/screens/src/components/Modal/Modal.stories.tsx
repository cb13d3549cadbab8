import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { Demo } from '../../test-support/stories/modalDemo';
import { Modal } from './Modal';
import { inOwnFrame } from '../../test-support/docsFrame';

/**
 * A dialog over the page: a titled box with content and actions on a dark mask. Focus moves in and is kept
 * inside while it is open, and returns to where it was when it closes; the page behind does not scroll.
 * Rendered into the theme's portal (or `document.body`). Also exported as `Dialog`, the same component
 * under its ARIA name.
 */
const meta = {
  title: 'Kit/Modal',
  component: Modal,
  parameters: { docs: { story: inOwnFrame } },
  args: { open: true, title: '', onClose: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndTwoActions: Story = {
  render: (args) => <Demo open={args.open} onClose={args.onClose} kind="confirm" />,
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const box = await screen.findByRole('dialog', { name: t('label.loanConfirm') });
    await expect(box).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(box).toHaveFocus());
    const cancel = within(box).getByRole('button', { name: t('common.cancel') });
    const confirm = within(box).getByRole('button', { name: t('common.confirm') });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    // Tab from the last action wraps to the first: focus never reaches the page behind.
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    // Leave the story showing the open modal without a focus ring.
    box.focus();
  },
};

/** Content taller than the screen scrolls inside the box; the actions stay in view and the page stays put. */
export const LongContentScrolls: Story = {
  render: (args) => (
    <Demo open={args.open} onClose={args.onClose} kind="agreement" closeOnMaskClick={false} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const box = await screen.findByRole('dialog');
    const doc = canvasElement.ownerDocument;
    const body = box.querySelector<HTMLElement>('[data-modal-body]')!;
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    // Scrollable text joins the tab order so keyboard users can scroll it too.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(doc.documentElement.style.overflow).toBe('hidden');
    body.scrollTop = body.scrollHeight;
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    const agree = within(box).getByRole('button', { name: t('common.confirm') });
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(doc.defaultView!.innerHeight);
    await expect(box.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    body.scrollTop = 0;
  },
};
