import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memoryStorage';
import {
  forgetSentComplaint,
  keepSentComplaint,
  readSentComplaint,
  SENT_REMEMBERED_MS,
  sentKeyOf,
} from './sentComplaint';

describe('a sent complaint, remembered beside its draft', () => {
  const at = Date.UTC(2026, 10, 26, 10, 0);

  it('comes back after a reload with its number, for that draft only', () => {
    const storage = memoryStorage();
    keepSentComplaint('draft-1', 'CP-6001', at, storage);
    expect(readSentComplaint('draft-1', at + 2000, storage)).toEqual({ reference: 'CP-6001', at });
    expect(readSentComplaint('draft-2', at + 2000, storage)).toBeNull();
  });

  it('is forgotten once the borrower moves on, and after a while', () => {
    const storage = memoryStorage();
    keepSentComplaint('d', '', at, storage);
    expect(readSentComplaint('d', at + SENT_REMEMBERED_MS - 1, storage)).not.toBeNull();
    expect(readSentComplaint('d', at + SENT_REMEMBERED_MS, storage)).toBeNull();
    // A clock set back before the mark: not trusted.
    expect(readSentComplaint('d', at - 60_000, storage)).toBeNull();
    forgetSentComplaint('d', storage);
    expect(storage.getItem(sentKeyOf('d'))).toBeNull();
    expect(readSentComplaint('d', at + 1, storage)).toBeNull();
  });

  it('reads nothing from a damaged value', () => {
    const storage = memoryStorage();
    storage.setItem(sentKeyOf('d'), '{"reference":1}');
    expect(readSentComplaint('d', at, storage)).toBeNull();
    storage.setItem(sentKeyOf('d'), 'not json');
    expect(readSentComplaint('d', at, storage)).toBeNull();
  });
});
