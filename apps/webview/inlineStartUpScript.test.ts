import { describe, expect, it } from 'vitest';
import { startUpSource } from './inlineStartUpScript';

describe("index.html's start-up script source", () => {
  it('names each mounted path once with its page, and no path without a page', () => {
    const source = startUpSource('/app/src/boot/sendFirstReadsAhead.ts', [
      { key: 'a', path: '/payway', hash: '#/', page: 'PaywayPage' },
      { key: 'b', path: '/payway', hash: '#/addnormalcard', page: 'PaywayPage' },
      { key: 'c', path: '/loanDetails', page: 'LoanDetailsPage' },
      { key: 'd', path: '/coming', page: undefined },
    ]);
    expect(source).toContain('import { sendFirstReadsAhead } from "/app/src/boot/sendFirstReadsAhead.ts";');
    expect(source).toContain('const pages = {"/payway":"PaywayPage","/loanDetails":"LoanDetailsPage"};');
  });

  it('looks a path up as the table has it: "constructor" or "__proto__" is no page', () => {
    const source = startUpSource('m', [{ key: 'c', path: '/loanDetails', page: 'LoanDetailsPage' }]);
    const lookUp = new Function(
      'sendFirstReadsAhead',
      'window',
      `${source.split('\n').slice(1).join('\n')}`,
    ) as (send: (win: unknown, at: (path: string) => string | undefined) => void, win: unknown) => void;
    const found: (string | undefined)[] = [];
    lookUp((_win, at) => found.push(at('/loanDetails'), at('constructor'), at('__proto__')), {});
    expect(found).toEqual(['LoanDetailsPage', undefined, undefined]);
  });
});
