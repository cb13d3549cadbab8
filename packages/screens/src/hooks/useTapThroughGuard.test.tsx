import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TAP_THROUGH_MS, useTapThroughGuard } from './useTapThroughGuard';

function BackButton({ onBack }: { onBack?: () => void }) {
  const guarded = useTapThroughGuard(onBack);
  return (
    <button type="button" onClick={guarded}>
      Back to loan details
    </button>
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('useTapThroughGuard', () => {
  it('ignores a tap in the first half second (the last screen’s second tap), then acts', () => {
    const onBack = vi.fn();
    render(<BackButton onBack={onBack} />);
    fireEvent.click(screen.getByRole('button'));
    vi.setSystemTime(Date.now() + TAP_THROUGH_MS - 1);
    fireEvent.click(screen.getByRole('button'));
    expect(onBack).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 1);
    fireEvent.click(screen.getByRole('button'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('gives no handler when there is no action', () => {
    render(<BackButton />);
    expect(() => fireEvent.click(screen.getByRole('button'))).not.toThrow();
  });
});
