import { describe, expect, it, vi } from 'vitest';
import { closePage } from './closePage';

describe('closePage', () => {
  it('closes the webview', () => {
    const bridge = { close: vi.fn(() => true), goHome: vi.fn() };
    closePage(bridge);
    expect(bridge.close).toHaveBeenCalledOnce();
    expect(bridge.goHome).not.toHaveBeenCalled();
  });

  it('goes home when there is nothing to close', () => {
    const bridge = { close: vi.fn(() => false), goHome: vi.fn() };
    closePage(bridge);
    expect(bridge.goHome).toHaveBeenCalledOnce();
  });
});
