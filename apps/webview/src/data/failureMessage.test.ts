import { describe, expect, it } from 'vitest';
import { failureMessage } from './failureMessage';

const text = (key: string) => `<${key}>`;

describe('failureMessage', () => {
  it("shows the server's message as it came", () => {
    expect(failureMessage({ kind: 'server', message: 'Produk habis' }, text)).toBe('Produk habis');
  });
  it('uses our words for network, timeout and unreadable answers', () => {
    expect(failureMessage({ kind: 'network', messageKey: 'error.network' }, text)).toBe('<error.network>');
    expect(failureMessage({ kind: 'timeout', messageKey: 'error.timeout' }, text)).toBe('<error.timeout>');
    expect(failureMessage({ kind: 'malformed', messageKey: 'error.server' }, text)).toBe('<error.server>');
  });
  it('says nothing for a cancelled call', () => {
    expect(failureMessage({ kind: 'cancelled' }, text)).toBeUndefined();
  });
});
