import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { CountdownButton } from './CountdownButton';

const START = Date.UTC(2025, 2, 12, 4, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

// fireEvent, not user-event: Testing Library's async helpers wait on setTimeout, which is faked here.
const tap = () => fireEvent.click(button());
const button = () => screen.getByRole('button');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CountdownButton', () => {
  it('sends, counts down from 60 and then offers a resend', () => {
    const onSend = vi.fn();
    const onDeadlineChange = vi.fn();
    renderWithProviders(<CountdownButton onSend={onSend} onDeadlineChange={onDeadlineChange} />);
    expect(button()).toHaveAccessibleName('Send code');

    tap();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onDeadlineChange).toHaveBeenCalledExactlyOnceWith(START + 60_000);
    expect(button()).toHaveAccessibleName('Resend in 60 s');
    expect(button()).toHaveAttribute('aria-disabled', 'true');

    advance(1_000);
    expect(button()).toHaveAccessibleName('Resend in 59 s');
    advance(59_000);
    expect(button()).toHaveAccessibleName('Resend code');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('ignores taps during the countdown', () => {
    const onSend = vi.fn();
    renderWithProviders(<CountdownButton onSend={onSend} />);
    tap();
    advance(10_000);
    tap();
    tap();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(/Resend in 5\d s/);
  });

  it('reports a tap during the countdown (nothing sent), and none before or after it', () => {
    const onSend = vi.fn();
    const onBlockedPress = vi.fn();
    renderWithProviders(<CountdownButton onSend={onSend} onBlockedPress={onBlockedPress} />);
    tap();
    expect(onBlockedPress).not.toHaveBeenCalled();
    advance(5_000);
    tap();
    expect(onBlockedPress).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledTimes(1);
    advance(55_000);
    tap();
    expect(onBlockedPress).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('shows sending while the promise runs and starts when it resolves', async () => {
    let resolve!: () => void;
    const onSend = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithProviders(<CountdownButton onSend={onSend} />);
    tap();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveAccessibleName('Send code');
    tap();
    expect(onSend).toHaveBeenCalledTimes(1);

    advance(3_000);
    await act(async () => resolve());
    expect(button()).not.toHaveAttribute('aria-busy');
    // The 60 s count from when the code was sent, not from the tap.
    expect(button()).toHaveAccessibleName('Resend in 60 s');
  });

  it('does not start when sending fails', async () => {
    let reject!: (e: Error) => void;
    const onDeadlineChange = vi.fn();
    renderWithProviders(
      <CountdownButton
        onSend={() => new Promise((_, r) => (reject = r))}
        onDeadlineChange={onDeadlineChange}
      />,
    );
    tap();
    await act(async () => reject(new Error('network')));
    expect(button()).toHaveAccessibleName('Send code');
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(onDeadlineChange).not.toHaveBeenCalled();
  });

  it('carries on from a stored deadline after a reload', () => {
    const { unmount } = renderWithProviders(<CountdownButton deadline={START + 42_000} />);
    expect(button()).toHaveAccessibleName('Resend in 42 s');
    unmount();
    renderWithProviders(<CountdownButton defaultDeadline={START - 1_000} />);
    expect(button()).toHaveAccessibleName('Resend code');
  });

  it('catches up after the webview was in the background', () => {
    renderWithProviders(<CountdownButton defaultDeadline={START + 60_000} />);
    // Background: the clock moves on but no timer fires.
    vi.setSystemTime(START + 45_000);
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(button()).toHaveAccessibleName('Resend in 15 s');
  });

  it('lets a controlled host start and keep the deadline', () => {
    function Host() {
      const [deadline, setDeadline] = useState<number | null>(null);
      return <CountdownButton deadline={deadline} onDeadlineChange={setDeadline} seconds={30} />;
    }
    renderWithProviders(<Host />);
    tap();
    expect(button()).toHaveAccessibleName('Resend in 30 s');
  });

  it('uses an injected clock', () => {
    renderWithProviders(<CountdownButton deadline={1_000_000} now={() => 1_000_000 - 7_500} />);
    expect(button()).toHaveAccessibleName('Resend in 8 s');
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<CountdownButton deadline={START + 9_000} />, { locale: 'id' });
    expect(button()).toHaveAccessibleName('Kirim ulang (9 dtk)');
  });
});
