import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and reports each edit', async () => {
    const onChange = vi.fn();
    render(<TextField label="Order ID" defaultValue="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Order ID' }), '42');
    expect(onChange).toHaveBeenLastCalledWith('42');
  });

  it('links an error hint to the field', () => {
    render(<TextField label="Phone" value="12" onChange={() => {}} hint="Enter 10 digits" invalid />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter 10 digits');
  });
});
