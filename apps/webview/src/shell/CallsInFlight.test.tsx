import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LocaleProvider, ThemeProvider } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { createActivity } from '../data/activity';
import { CallsInFlight } from './CallsInFlight';

describe('CallsInFlight', () => {
  it('shows "Loading…" while a call runs and always hides it when the call fails', async () => {
    const activity = createActivity();
    render(
      <ThemeProvider>
        <LocaleProvider locale="en" messages={en}>
          <CallsInFlight activity={activity} />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByText('Loading…')).toBeNull();
    let fail: (e: Error) => void = () => {};
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = activity.track(new Promise((_, reject) => (fail = reject))).catch(() => {});
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      fail(new Error('network'));
      await call;
    });
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
