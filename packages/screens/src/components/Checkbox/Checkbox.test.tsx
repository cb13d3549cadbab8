import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label', () => {
    render(<Checkbox>Pay all instalments</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Pay all instalments' })).not.toBeChecked();
  });

  it('toggles from a tap on the label and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Pay all instalments</Checkbox>);
    await userEvent.click(screen.getByText('Pay all instalments'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with the space key', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox defaultChecked onChange={onChange}>
        Pay all instalments
      </Checkbox>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('follows a controlled value', async () => {
    function Host() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Checkbox checked={on} onChange={setOn}>
            Agree
          </Checkbox>
          <span>{on ? 'on' : 'off'}</span>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByText('off')).toBeInTheDocument();
  });

  it('keeps a controlled value the host does not change', async () => {
    render(
      <Checkbox checked onChange={() => {}}>
        Agree
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('ignores taps when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox disabled onChange={onChange}>
        Agree
      </Checkbox>,
    );
    await userEvent.click(screen.getByText('Agree'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('opens an agreement link in the label without toggling', async () => {
    const onChange = vi.fn();
    const onOpen = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Checkbox defaultChecked onChange={onChange}>
        I have read and agree to the{' '}
        <a href="#loan-agreement" onClick={onOpen}>
          Loan agreement
        </a>
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleName('I have read and agree to the Loan agreement');
    await userEvent.click(screen.getByRole('link', { name: 'Loan agreement' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
