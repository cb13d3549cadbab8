import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '@loan-h5/api';
import { promotionFailure, type PromotionFailure } from './promotionOutcome';

const code = (c: string | number, message = 'Server says') => new ApiError('promotion', c, message);

describe('promotionFailure: spec 8 for Send code and Register', () => {
  it.each<['sms' | 'register', unknown, PromotionFailure]>([
    ['sms', code(101, 'Wrong image code.'), { kind: 'newCaptcha', message: 'Wrong image code.' }],
    ['sms', code('101', 'Wrong image code.'), { kind: 'newCaptcha', message: 'Wrong image code.' }],
    ['register', code(-1, 'Wrong image code.'), { kind: 'newCaptcha', message: 'Wrong image code.' }],
    ['register', code('-1', ''), { kind: 'newCaptcha', message: '' }],
    // Each call's own captcha code only.
    ['register', code(101, 'Nope'), { kind: 'message', message: 'Nope' }],
    ['sms', code(-1, 'Nope'), { kind: 'message', message: 'Nope' }],
    ['register', code(11), { kind: 'download' }],
    ['sms', code('11'), { kind: 'download' }],
    ['register', code(102, 'Wrong SMS code.'), { kind: 'message', message: 'Wrong SMS code.' }],
    ['register', code(5, ''), { kind: 'failure' }],
    // An HTTP error is not the server's word on the form.
    ['register', new ApiError('promotion', 500, 'Internal Server Error', 500), { kind: 'failure' }],
    ['sms', new NetworkError('promotion'), { kind: 'failure' }],
    ['sms', new TimeoutError('promotion', 60_000), { kind: 'failure' }],
    ['register', new MalformedResponseError('promotion', 'code', 'missing'), { kind: 'failure' }],
    ['register', new Error('boom'), { kind: 'failure' }],
  ])('%s: %o → %o', (call, error, outcome) => {
    expect(promotionFailure(call, error)).toEqual(outcome);
  });
});
