import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTION_NAMES, emptyTestPreviewValues, type BridgeActionName } from '@loan-h5/screens';
import type { NativeBridge } from '../bridge/NativeBridge';
import { DEMO_PHONE, DEMO_TRACK_EVENT, runBridgeDemo } from './testPreviewBridge';

type Method = Exclude<keyof NativeBridge, 'name'>;

function recordingBridge() {
  return {
    name: 'browser',
    openPage: vi.fn(() => true),
    close: vi.fn(() => true),
    openPageWithParams: vi.fn(() => true),
    goHome: vi.fn(),
    goMine: vi.fn(),
    logout: vi.fn(),
    callPhone: vi.fn(() => true),
    goRate: vi.fn(),
    track: vi.fn(),
    startBank: vi.fn(),
    endBank: vi.fn(),
  } satisfies NativeBridge;
}

describe('runBridgeDemo', () => {
  const values = { ...emptyTestPreviewValues, productId: '12', orderId: ' 9001 ' };

  it.each<[BridgeActionName, Method, unknown[]]>([
    ['openPage', 'openPage', ['/testPreview']],
    ['close', 'close', []],
    ['openPageWithParams', 'openPageWithParams', ['/loanDetails', { productId: '12', orderId: '9001' }]],
    ['goHome', 'goHome', []],
    ['goMine', 'goMine', []],
    ['logout', 'logout', []],
    ['callPhone', 'callPhone', [DEMO_PHONE]],
    ['goRate', 'goRate', []],
    ['track', 'track', [DEMO_TRACK_EVENT, { page: 'testPreview' }]],
    ['startBank', 'startBank', []],
    ['endBank', 'endBank', []],
  ])('%s calls bridge.%s', (action, method, args) => {
    const bridge = recordingBridge();
    runBridgeDemo(bridge, action, values);
    expect(bridge[method]).toHaveBeenCalledExactlyOnceWith(...args);
  });

  it('covers every button of the test page', () => {
    const bridge = recordingBridge();
    for (const action of BRIDGE_ACTION_NAMES) runBridgeDemo(bridge, action, values);
    const called = Object.values(bridge).filter((m) => typeof m === 'function' && m.mock.calls.length > 0);
    expect(called).toHaveLength(BRIDGE_ACTION_NAMES.length);
  });

  it('leaves out empty order params', () => {
    const bridge = recordingBridge();
    runBridgeDemo(bridge, 'openPageWithParams', emptyTestPreviewValues);
    expect(bridge.openPageWithParams).toHaveBeenCalledWith('/loanDetails', {});
  });
});
