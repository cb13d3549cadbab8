import { describe, expect, it } from 'vitest';
import { jointJumpTarget } from './jointJump';

const ORIGIN = 'https://h5.example';

describe('jointJumpTarget', () => {
  it('opens http(s) results directly', () => {
    expect(jointJumpTarget('https://lender.example/apply?id=1', ORIGIN)).toEqual({
      kind: 'web',
      url: 'https://lender.example/apply?id=1',
    });
    expect(jointJumpTarget('  http://lender.example/x ', ORIGIN)).toEqual({
      kind: 'web',
      url: 'http://lender.example/x',
    });
  });

  it('hands paths of this site to the app', () => {
    expect(jointJumpTarget('/loanConfirm?productId=3', ORIGIN)).toEqual({
      kind: 'app',
      path: '/loanConfirm?productId=3',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil.example',
    'httpx://evil.example',
    'http://',
    'https://bank.example@evil.example/',
    'productDetail',
    '',
    '   ',
  ])('refuses %j', (result) => {
    expect(jointJumpTarget(result, ORIGIN)).toEqual({ kind: 'refused' });
  });

  it('refuses what is not text, and paths when the origin is unknown', () => {
    expect(jointJumpTarget(null, ORIGIN)).toEqual({ kind: 'refused' });
    expect(jointJumpTarget(42, ORIGIN)).toEqual({ kind: 'refused' });
    expect(jointJumpTarget('/loanConfirm', undefined)).toEqual({ kind: 'refused' });
  });
});
