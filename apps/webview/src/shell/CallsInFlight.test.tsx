import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ApiClient } from '@loan-h5/api';
import { LocaleProvider, ThemeProvider } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { createActivity, type Activity } from '../data/activity';
import { markPageLoad } from '../data/pageLoad';
import { trackedClient } from '../data/trackedClient';
import { CallsInFlight } from './CallsInFlight';

function renderMask(activity: Activity) {
  render(
    <ThemeProvider>
      <LocaleProvider locale="en" messages={en}>
        <CallsInFlight activity={activity} />
      </LocaleProvider>
    </ThemeProvider>,
  );
}

/** A client whose every call waits until the test answers it. */
function waitingClient() {
  const answers: (() => void)[] = [];
  const client = {
    page: { common: {}, ids: {}, headers: {} },
    url: () => '',
    call: () => new Promise<void>((resolve) => answers.push(resolve)),
  } as unknown as ApiClient;
  return { client, answerAll: () => answers.forEach((answer) => answer()) };
}

describe('CallsInFlight', () => {
  it('masks the page while a submit runs, but not while a page loads its data (it shows its skeleton)', async () => {
    const activity = createActivity();
    renderMask(activity);
    const { client, answerAll } = waitingClient();
    const tracked = trackedClient(client, activity);

    act(() => {
      void tracked.call({} as never, {}, { signal: markPageLoad(new AbortController().signal) });
    });
    expect(document.querySelector('[data-loading-mask]')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();

    let submit: Promise<unknown> = Promise.resolve();
    act(() => {
      submit = tracked.call({} as never, { score: 5 });
    });
    expect(document.querySelector('[data-loading-mask]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      answerAll();
      await submit;
    });
    expect(document.querySelector('[data-loading-mask]')).toBeNull();
  });

  it('shows "Loading…" while a call runs and always hides it when the call fails', async () => {
    const activity = createActivity();
    renderMask(activity);
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
