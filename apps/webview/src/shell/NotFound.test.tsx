import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, ThemeProvider } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { BridgeProvider } from '../bridge/BridgeContext';
import { browserBridge } from '../bridge/browserBridge';
import type { BridgeName, NativeBridge } from '../bridge/NativeBridge';
import { NotFound } from './NotFound';

function fakeBridge(name: BridgeName, closes = true) {
  return {
    ...browserBridge(window),
    name,
    close: vi.fn(() => closes),
    goHome: vi.fn(),
  } satisfies NativeBridge;
}

function renderNotFound(bridge: NativeBridge) {
  render(
    <ThemeProvider>
      <LocaleProvider locale="en" messages={en}>
        <BridgeProvider bridge={bridge}>
          <NotFound />
        </BridgeProvider>
      </LocaleProvider>
    </ThemeProvider>,
  );
}

describe('NotFound (app)', () => {
  it.each(['android', 'ios'] as const)('in the %s app, Close closes the webview', async (name) => {
    const bridge = fakeBridge(name);
    renderNotFound(bridge);
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(bridge.close).toHaveBeenCalledTimes(1);
    expect(bridge.goHome).not.toHaveBeenCalled();
  });

  it('goes home when the app cannot close the webview', async () => {
    const bridge = fakeBridge('android', false);
    renderNotFound(bridge);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(bridge.goHome).toHaveBeenCalledTimes(1);
  });

  it('in a browser (no app), offers the way home instead', async () => {
    const bridge = fakeBridge('browser');
    renderNotFound(bridge);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(bridge.goHome).toHaveBeenCalledTimes(1);
    expect(bridge.close).not.toHaveBeenCalled();
  });
});
