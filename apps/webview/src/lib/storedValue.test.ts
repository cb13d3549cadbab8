// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from './storedValue';

describe('stored values', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON', () => {
    expect(writeStored('k', { orderId: '7' })).toBe(true);
    expect(readStored('k')).toEqual({ orderId: '7' });
  });

  it('reads a missing or damaged value as null', () => {
    expect(readStored('missing')).toBeNull();
    localStorage.setItem('bad', '{not json');
    expect(readStored('bad')).toBeNull();
  });

  it('reports a failed write instead of throwing', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(writeStored('k', 1, full)).toBe(false);
  });

  it('where the webview blocks storage (naming localStorage throws), reads null and reports the write', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(readStored('k')).toBeNull();
      expect(writeStored('k', 1)).toBe(false);
    } finally {
      if (own) Object.defineProperty(window, 'localStorage', own);
    }
  });
});
