import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action on tap', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Repay</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button, never a form submit by accident', () => {
    render(<Button>Repay</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('ignores taps while loading but keeps its name and focus', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Repay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Repay' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
  });

  it('shows a spinner in place of the label while loading, and the label comes back after', () => {
    const { rerender } = render(<Button loading>Repay</Button>);
    expect(screen.getByText('Repay')).not.toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Repay' }).querySelector('[aria-hidden="true"]'),
    ).not.toBeNull();
    rerender(<Button>Repay</Button>);
    const button = screen.getByRole('button', { name: 'Repay' });
    expect(screen.getByText('Repay')).toBeVisible();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it("keeps a caller's aria-disabled, and stays not actionable while loading even if the caller says otherwise", async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button aria-disabled onClick={onClick}>
        Confirm
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
    rerender(
      <Button loading aria-disabled={false} onClick={onClick}>
        Confirm
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
