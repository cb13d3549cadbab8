import { describe, expect, it } from 'vitest';
import { startUpSource } from './inlineStartUpScript';

const boot = {
  sendReads: '/app/src/boot/sendFirstReadsAhead.ts',
  loadFailure: '/app/src/boot/loadFailure.ts',
};

/** The source run with its imports given as arguments. */
function run(source: string, sendFirstReadsAhead: unknown, watchAppStart: unknown) {
  const body = source
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  new Function('sendFirstReadsAhead', 'watchAppStart', 'window', body)(
    sendFirstReadsAhead,
    watchAppStart,
    {},
  );
}

describe("index.html's start-up script source", () => {
  it('names each mounted path once with its page, and no path without a page', () => {
    const source = startUpSource(boot, {
      table: [
        { key: 'a', path: '/payway', hash: '#/', page: 'PaywayPage' },
        { key: 'b', path: '/payway', hash: '#/addnormalcard', page: 'PaywayPage' },
        { key: 'c', path: '/loanDetails', page: 'LoanDetailsPage' },
        { key: 'd', path: '/coming', page: undefined },
      ],
    });
    expect(source).toContain('import { sendFirstReadsAhead } from "/app/src/boot/sendFirstReadsAhead.ts";');
    expect(source).toContain('const pages = {"/payway":"PaywayPage","/loanDetails":"LoanDetailsPage"};');
  });

  it('looks a path up as the table has it: "constructor" or "__proto__" is no page', () => {
    const source = startUpSource(boot, {
      table: [{ key: 'c', path: '/loanDetails', page: 'LoanDetailsPage' }],
    });
    const found: (string | undefined)[] = [];
    run(
      source,
      (_win: unknown, at: (path: string) => string | undefined) =>
        found.push(at('/loanDetails'), at('constructor'), at('__proto__')),
      () => undefined,
    );
    expect(found).toEqual(['LoanDetailsPage', undefined, undefined]);
  });

  it('watches the entry first, in every build; the demo build sends no reads ahead (its mocks are not up)', () => {
    const order: string[] = [];
    run(
      startUpSource(boot),
      () => order.push('send'),
      () => order.push('watch'),
    );
    expect(order).toEqual(['watch', 'send']);

    const demo = startUpSource(boot, { sendReads: false });
    expect(demo).toContain('import { watchAppStart } from "/app/src/boot/loadFailure.ts";');
    expect(demo).not.toContain('sendFirstReadsAhead');
  });
});
