import { describe, expect, it } from 'vitest';
import { keepSaveKey, readSaveKey, saveKeyOf } from './unsureSave';
import { memoryStorage } from '../../lib/memoryStorage';

describe('unsure complaint save', () => {
  it('keeps the key of a save that may have landed, beside its draft, for the same text and photos', () => {
    const storage = memoryStorage();
    expect(readSaveKey('draft-1', storage)).toBeNull();
    keepSaveKey('draft-1', { key: 'k1', text: 'Charged twice', urls: ['/a.png', '/b.png'] }, storage);
    expect(readSaveKey('draft-1', storage)).toEqual({
      key: 'k1',
      text: 'Charged twice',
      urls: ['/a.png', '/b.png'],
    });
    expect(storage.getItem(saveKeyOf('draft-1'))).not.toBeNull();
    expect(readSaveKey('draft-2', storage)).toBeNull();
  });

  it('reads nothing from a value that is not a save', () => {
    const storage = memoryStorage();
    storage.setItem(saveKeyOf('d'), JSON.stringify({ key: 1 }));
    expect(readSaveKey('d', storage)).toBeNull();
  });
});
