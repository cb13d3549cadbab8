import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { en } from '../../i18n/en';
import { Dialog, Modal, type ModalProps } from './Modal';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'title'>> & { onAgree?: () => void };

/** A page with a button that opens an agreement modal, closed by its own Cancel and Agree. */
function Harness({ onClose, onAgree, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read agreement
      </button>
      <Modal
        {...props}
        open={open}
        title="Loan agreement"
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              onClick={() => {
                onAgree?.();
                setOpen(false);
              }}
            >
              Agree
            </button>
          </>
        }
      >
        <p>The lender agrees to lend you Rs. 15,000 for 91 days.</p>
      </Modal>
    </>
  );
}

async function openModal(props: HarnessProps = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Read agreement' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Loan agreement' }) };
}

describe('Modal', () => {
  it('shows nothing while closed', () => {
    renderWithProviders(<Modal open={false} onClose={() => {}} title="Loan agreement" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title, inside the theme portal', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-loan-h5-portal]')).not.toBeNull();
    expect(within(dialog).getByText('The lender agrees to lend you Rs. 15,000 for 91 days.')).toBeVisible();
  });

  it('falls back to document.body without a theme', () => {
    render(
      <LocaleProvider locale="en" messages={en}>
        <Modal open onClose={() => {}} title="Loan agreement" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('dialog').parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus in, keeps Tab inside, and gives focus back to the opener on close', async () => {
    const { user, opener, dialog } = await openModal();
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Esc and says why', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Esc when closeOnEsc is off', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose, closeOnEsc: false });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a tap on the mask', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(document.querySelector('[data-modal-mask]')!);
    expect(onClose).toHaveBeenCalledWith('mask');
  });

  it('stays open on a mask tap when closeOnMaskClick is off, as the agreement modal must', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose, closeOnMaskClick: false });
    await user.click(document.querySelector('[data-modal-mask]')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('does not close when a tap inside the box ends', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.click(within(dialog).getByText(/The lender agrees/));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openModal();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('has a named close button when asked for one', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose, showCloseButton: true });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
  });

  it('lets only the top modal of two answer Esc', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    const onInnerClose = vi.fn();
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open onClose={onOuterClose} title="Rate this service">
          <button type="button" onClick={() => setInner(true)}>
            Send
          </button>
          <Modal
            open={inner}
            onClose={(reason) => {
              onInnerClose(reason);
              setInner(false);
            }}
            title="Thank you"
          />
        </Modal>
      );
    }
    renderWithProviders(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledWith('escape');
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('is also exported as Dialog', () => {
    expect(Dialog).toBe(Modal);
  });
});
