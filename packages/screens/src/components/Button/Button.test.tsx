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
});
