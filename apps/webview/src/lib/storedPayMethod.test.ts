import { describe, expect, it } from 'vitest';
import { clearStoredPayMethod } from './storedPayMethod';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('clearStoredPayMethod (spec section 9: before paying)', () => {
  it('removes payType, payCode and specificNum and sets isDefault to 1, leaving other keys', () => {
    const storage = memoryStorage({
      payType: '1',
      payCode: 'BCA',
      specificNum: '8808',
      isDefault: '0',
      orderNo: 'LN1',
    });
    clearStoredPayMethod(storage);
    expect(storage.getItem('payType')).toBeNull();
    expect(storage.getItem('payCode')).toBeNull();
    expect(storage.getItem('specificNum')).toBeNull();
    expect(storage.getItem('isDefault')).toBe('1');
    expect(storage.getItem('orderNo')).toBe('LN1');
  });

  it('sets isDefault when nothing was stored', () => {
    const storage = memoryStorage();
    clearStoredPayMethod(storage);
    expect(storage.getItem('isDefault')).toBe('1');
  });

  it('never throws when storage refuses', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.removeItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => clearStoredPayMethod(broken)).not.toThrow();
  });
});
