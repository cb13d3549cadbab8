import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isTopmostFocusTrap, useFocusTrap } from './useFocusTrap';

function Trap({ label, active, children }: { label: string; active: boolean; children?: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useFocusTrap(container, active);
  return (
    <div ref={setContainer} tabIndex={-1} aria-label={label} role="group" data-testid={label}>
      <button type="button">{`${label} first`}</button>
      <button type="button" disabled>{`${label} disabled`}</button>
      <button type="button">{`${label} last`}</button>
      {children}
    </div>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && (
        <Trap label="Dialog" active>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Trap>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus into the container on activation', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('Dialog')).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside, skipping disabled controls', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dialog first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dialog last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dialog first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('returns focus to the element that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Behind' }).focus();
    expect(screen.getByTestId('Dialog')).toHaveFocus();
  });

  it('lets only the newest of two stacked traps act', async () => {
    const user = userEvent.setup();
    render(
      <Trap label="Outer" active>
        <Trap label="Inner" active />
      </Trap>,
    );
    expect(isTopmostFocusTrap(screen.getByTestId('Inner'))).toBe(true);
    expect(isTopmostFocusTrap(screen.getByTestId('Outer'))).toBe(false);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner first' })).toHaveFocus();
  });
});
