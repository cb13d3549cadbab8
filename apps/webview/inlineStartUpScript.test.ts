import { readFileSync } from 'node:fs';
import { parse, type Node } from 'acorn';
import { describe, expect, it } from 'vitest';
import { outdatedBrowserNotice, startUpSource } from './inlineStartUpScript';

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

describe("index.html's notice for a webview too old to run the app", () => {
  const source = readFileSync(new URL('./src/boot/outdatedBrowserNotice.js', import.meta.url), 'utf8');
  // The program without where its parts were: equal trees are the same code.
  const tree = (code: string) =>
    JSON.stringify(parse(code, { ecmaVersion: 5, sourceType: 'script' }), (key, value: Node) =>
      key === 'start' || key === 'end' || key === 'raw' ? undefined : value,
    );

  it('is carried without its comments and indentation, as the same ES5 program', () => {
    const carried = outdatedBrowserNotice(source);

    expect(carried).not.toMatch(/\/\*|^\s*\/\/|^ /m);
    expect(carried.length).toBeLessThan(source.length * 0.75);
    expect(tree(carried)).toBe(tree(source));
  });
});
