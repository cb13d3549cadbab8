import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '@loan-h5/api';
import { outcomeUnknown, refusalMessage } from './paymentOutcome';

describe('outcomeUnknown (a lost reply is not an answer)', () => {
  it.each([
    ['a dropped connection', new NetworkError('repayment-confirm'), true],
    ['a timeout', new TimeoutError('repayment-confirm', 60_000), true],
    ['an unreadable reply', new MalformedResponseError('repayment-confirm', 'body', 'not JSON'), true],
    ['an HTTP 500', new ApiError('repayment-confirm', 500, 'busy', 500), true],
    ['a refusal with a code', new ApiError('repayment-confirm', '800006', 'wrong'), false],
    ['a refusal on HTTP 400', new ApiError('repayment-confirm', 400, 'bad', 400), false],
    ['a cancel (page left)', new TimeoutError('repayment-confirm', 60_000, true), false],
    ['anything else', new Error('?'), true],
  ])('%s → %s', (_name, error, unknown) => expect(outcomeUnknown(error)).toBe(unknown));
});

describe('refusalMessage', () => {
  it('is the server text, trimmed, or nothing', () => {
    expect(refusalMessage(new ApiError('x', '01', ' Card blocked '))).toBe('Card blocked');
    expect(refusalMessage(new ApiError('x', '01', ''))).toBe('');
    expect(refusalMessage(new NetworkError('x'))).toBe('');
  });
});
