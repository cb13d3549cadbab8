import { describe, expect, it } from 'vitest';
import { emptyTestPreviewValues, readTestPreviewValues, updateTestPreviewValues } from './testPreviewValues';

describe('readTestPreviewValues', () => {
  it('keeps every stored value', () => {
    const stored = { ...emptyTestPreviewValues, deviceId: 'abc-1', productId: '12', lang: 'id' };
    expect(readTestPreviewValues(stored)).toEqual(stored);
  });

  it.each([null, undefined, 'text', 42, []])('turns %s into empty values', (raw) => {
    expect(readTestPreviewValues(raw)).toEqual(emptyTestPreviewValues);
  });

  it('keeps good fields of a damaged record and reads numbers as text', () => {
    expect(readTestPreviewValues({ orderId: 991, deviceName: { x: 1 }, lang: 'fr' })).toEqual({
      ...emptyTestPreviewValues,
      orderId: '991',
    });
  });
});

describe('updateTestPreviewValues', () => {
  it('returns new values on a real change', () => {
    const next = updateTestPreviewValues(emptyTestPreviewValues, 'orderId', '7');
    expect(next).toEqual({ ...emptyTestPreviewValues, orderId: '7' });
  });

  it('returns the same values when nothing changed', () => {
    expect(updateTestPreviewValues(emptyTestPreviewValues, 'lang', 'en')).toBe(emptyTestPreviewValues);
  });
});
