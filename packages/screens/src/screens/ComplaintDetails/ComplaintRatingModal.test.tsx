import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { ComplaintRatingModal } from './ComplaintRatingModal';

describe('ComplaintRatingModal', () => {
  it('starts again from no stars after Cancel closed it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { rerender } = renderWithProviders(
      <ComplaintRatingModal open onSend={vi.fn()} onCancel={onCancel} />,
    );
    await user.click(screen.getByRole('radio', { name: '3 out of 5' }));
    expect(screen.getByRole('radio', { name: '3 out of 5' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ComplaintRatingModal open={false} onSend={vi.fn()} onCancel={onCancel} />);
    rerender(<ComplaintRatingModal open onSend={vi.fn()} onCancel={onCancel} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('sends the chosen score once per tap, and not while it is being sent', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { rerender } = renderWithProviders(
      <ComplaintRatingModal open onSend={onSend} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByRole('radio', { name: '4 out of 5' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(4);
    rerender(<ComplaintRatingModal open sending onSend={onSend} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Send|Loading/ }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows the server message with its bold drawn, no tags, and keeps the stars', () => {
    renderWithProviders(
      <ComplaintRatingModal open error={'<b>Try later</b>'} onSend={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Try later$/);
    expect(screen.getByRole('alert').querySelector('b')).toHaveTextContent('Try later');
  });
});
