import { describe, expect, it } from 'vitest';
import { forgetDraft, keepDraft, readKeptDraft } from './keptDraft';
import { memoryStorage } from '../../lib/memoryStorage';

describe('kept draft', () => {
  it('reads back what was kept, and nothing once forgotten', () => {
    const storage = memoryStorage();
    const draft = {
      text: 'Charged twice',
      photos: [
        { id: 'a', uploadedUrl: '/img/a.jpg' },
        { id: 'b', failed: true },
      ],
      saving: { key: 'k1', text: 'Charged twice', urls: ['/img/a.jpg'] },
    };
    keepDraft('d1', draft, storage);
    expect(readKeptDraft('d1', storage)).toEqual(draft);
    expect(readKeptDraft('d2', storage)).toEqual({ text: '', photos: [] });
    forgetDraft('d1', storage);
    expect(readKeptDraft('d1', storage)).toEqual({ text: '', photos: [] });
  });

  it('reads a damaged value as an empty draft and survives blocked storage', () => {
    const storage = memoryStorage();
    storage.setItem('d1', '{not json');
    expect(readKeptDraft('d1', storage)).toEqual({ text: '', photos: [] });
    const blocked = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => keepDraft('d1', { text: 'x', photos: [] }, blocked)).not.toThrow();
  });
});
