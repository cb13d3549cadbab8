import { describe, expect, it } from 'vitest';
import { createIntentRegistry, intentOf } from './intent';

describe('intents', () => {
  it('join a second call while the first is in flight', async () => {
    let sent = 0;
    const registry = createIntentRegistry(() => 'k');
    const send = async () => {
      sent += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 'done';
    };
    const [a, b] = await Promise.all([registry.run('pay', send), registry.run('pay', send)]);
    expect([a, b, sent]).toEqual(['done', 'done', 1]);
  });

  it('keep the key across a failed attempt and renew it after success', async () => {
    let n = 0;
    const registry = createIntentRegistry(() => `key-${++n}`);
    const keys: string[] = [];
    await registry
      .run('pay', async (k) => (keys.push(k), Promise.reject(new Error('offline'))))
      .catch(() => {});
    await registry.run('pay', async (k) => keys.push(k));
    await registry.run('pay', async (k) => keys.push(k));
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('adopt a key a request already went out with, keep it for a retry, and renew it after success', async () => {
    let n = 0;
    const registry = createIntentRegistry(() => `key-${++n}`);
    registry.adopt('code', 'sent-ahead');
    // A key held already (a failed attempt's) is not replaced.
    registry.adopt('code', 'another');
    const keys: string[] = [];
    await registry
      .run('code', async (k) => (keys.push(k), Promise.reject(new Error('offline'))))
      .catch(() => {});
    await registry.run('code', async (k) => keys.push(k));
    await registry.run('code', async (k) => keys.push(k));
    expect(keys).toEqual(['sent-ahead', 'sent-ahead', 'key-1']);
  });

  it('name the same payload the same way whatever the field order', () => {
    expect(intentOf('push', { b: 2, a: 1 })).toBe(intentOf('push', { a: 1, b: 2 }));
    expect(intentOf('push', { a: 1 })).not.toBe(intentOf('push', { a: 2 }));
  });
});
