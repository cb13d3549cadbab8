import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { complaintDetailFor } from '../../test-support/fixtures/complaints';
import { ComplaintDetailsScreen } from './ComplaintDetailsScreen';

const DELAY_MS = 3000;
const asking = { ...complaintDetailFor('en'), askForRating: true };
const rating = () => screen.queryByRole('dialog', { name: 'Please rate this service' });

describe('ComplaintDetailsScreen: the rating asks once per complaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the rating a moment after the page shows, and not again after Cancel', () => {
    renderWithProviders(
      <ComplaintDetailsScreen status="ready" detail={asking} ratingDelayMs={DELAY_MS} onRate={vi.fn()} />,
    );
    act(() => vi.advanceTimersByTime(DELAY_MS - 1));
    expect(rating()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(rating()).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(DELAY_MS * 2));
    expect(rating()).toBeNull();
  });

  it('does not open it again when the host opened it at once and the borrower cancelled before that moment', () => {
    renderWithProviders(
      <ComplaintDetailsScreen
        status="ready"
        detail={asking}
        defaultRatingOpen
        ratingDelayMs={DELAY_MS}
        onRate={vi.fn()}
      />,
    );
    expect(rating()).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rating()).toBeNull();
    act(() => vi.advanceTimersByTime(DELAY_MS * 2));
    expect(rating()).toBeNull();
  });
});
