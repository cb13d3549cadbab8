import { describe, expect, it } from 'vitest';
import { clearStoredPayMethod, readStoredPayMethod, storePayMethod } from './storedPayMethod';
import { memoryStorage } from './memoryStorage';

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

describe('storePayMethod (/individual Confirm) and readStoredPayMethod (/that)', () => {
  it('stores a bank method as the wire numbers with isDefault 0, and reads it back', () => {
    const storage = memoryStorage({ isDefault: '1' });
    expect(storePayMethod({ payType: 'bank', payCode: 'BNI', specificNum: '0091' }, storage)).toBe(true);
    expect(storage.getItem('payType')).toBe('1');
    expect(storage.getItem('payCode')).toBe('BNI');
    expect(storage.getItem('specificNum')).toBe('0091');
    expect(storage.getItem('isDefault')).toBe('0');
    expect(readStoredPayMethod(storage)).toEqual({ payType: 'bank', payCode: 'BNI', specificNum: '0091' });
  });

  it('a mini market has no method number: an old one is removed', () => {
    const storage = memoryStorage({ specificNum: '0091' });
    storePayMethod({ payType: 'market', payCode: 'INDOMARET' }, storage);
    expect(storage.getItem('payType')).toBe('2');
    expect(storage.getItem('specificNum')).toBeNull();
    expect(readStoredPayMethod(storage)).toEqual({ payType: 'market', payCode: 'INDOMARET' });
  });

  it.each([
    ['nothing stored', {}],
    ['cleared before paying (isDefault 1)', { payType: '1', payCode: 'BCA', isDefault: '1' }],
    ['an unknown pay type', { payType: '3', payCode: 'BCA', isDefault: '0' }],
    ['no pay code', { payType: '1', payCode: ' ', isDefault: '0' }],
  ])('reads the default for %s', (_, stored: Record<string, string>) => {
    expect(readStoredPayMethod(memoryStorage(stored))).toBeUndefined();
  });

  it('clearing after storing gives the default again', () => {
    const storage = memoryStorage();
    storePayMethod({ payType: 'bank', payCode: 'BCA', specificNum: '0141' }, storage);
    clearStoredPayMethod(storage);
    expect(readStoredPayMethod(storage)).toBeUndefined();
  });

  it('never throws when storage refuses; says the choice was not kept', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(storePayMethod({ payType: 'market', payCode: 'ALFAMART' }, broken)).toBe(false);
    expect(readStoredPayMethod(broken)).toBeUndefined();
  });
});

describe('a webview that blocks storage (naming localStorage throws)', () => {
  it('reads the default method, keeps no choice and clears without throwing', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: access to localStorage is denied');
      },
    });
    try {
      expect(readStoredPayMethod()).toBeUndefined();
      expect(storePayMethod({ payType: 'bank', payCode: 'BCA' })).toBe(false);
      expect(() => clearStoredPayMethod()).not.toThrow();
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });
});
