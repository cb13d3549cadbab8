import { describe, expect, it, vi } from 'vitest';
import { detectBridge, detectBridgeName } from './detectBridge';
import type { BridgeWindow } from './NativeBridge';

const page = (extra: object = {}): BridgeWindow => ({
  location: { origin: 'https://h5.example', assign: vi.fn() },
  history: { length: 1, back: vi.fn() },
  ...extra,
});

describe('detectBridge', () => {
  it('uses the Android interface when the app injected it', () => {
    const win = page({ LoanH5Android: { closeWebView: vi.fn() } });
    expect(detectBridgeName(win)).toBe('android');
    expect(detectBridge(win).name).toBe('android');
  });

  it('uses iOS message handlers when one of ours is registered', () => {
    const win = page({ webkit: { messageHandlers: { closeWebView: { postMessage: vi.fn() } } } });
    expect(detectBridgeName(win)).toBe('ios');
    expect(detectBridge(win).name).toBe('ios');
  });

  it('falls back to the browser elsewhere', () => {
    expect(detectBridge(page()).name).toBe('browser');
    expect(detectBridgeName(page({ webkit: {} }))).toBe('browser');
    expect(detectBridgeName(page({ webkit: { messageHandlers: {} } }))).toBe('browser');
    expect(
      detectBridgeName(page({ webkit: { messageHandlers: { otherApp: { postMessage: vi.fn() } } } })),
    ).toBe('browser');
    expect(detectBridgeName(page({ LoanH5Android: null }))).toBe('browser');
  });

  it('prefers Android when both are present', () => {
    const win = page({
      LoanH5Android: {},
      webkit: { messageHandlers: { openPage: { postMessage: vi.fn() } } },
    });
    expect(detectBridgeName(win)).toBe('android');
  });

  it('falls back to the browser when reading the host throws', () => {
    const win = page();
    Object.defineProperty(win, 'LoanH5Android', {
      get() {
        throw new Error('blocked');
      },
    });
    expect(detectBridgeName(win)).toBe('browser');
  });
});
