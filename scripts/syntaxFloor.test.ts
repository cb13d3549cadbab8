import { describe, expect, it } from 'vitest';
import { newerSyntax } from './syntaxFloor.mjs';

const features = (code: string, sourceType: 'module' | 'script' = 'module') =>
  newerSyntax(code, { sourceType }).map((f) => f.feature);

describe('syntax newer than Chrome 84 / iOS Safari 14.5', () => {
  it.each([
    ['a ||= b', 'logicalAssignment'],
    ['a &&= b', 'logicalAssignment'],
    ['a.b ??= c', 'logicalAssignment'],
    ['class A { #m() {} }', 'privateMethod'],
    ['class A { get #v() { return 1 } }', 'privateMethod'],
    ['class A { #x; has(o) { return #x in o } }', 'privateIn'],
    ['class A { static { init() } }', 'staticBlock'],
    ['await load()', 'topLevelAwait'],
    ['for await (const x of xs) use(x)', 'topLevelAwait'],
    ['const r = /a+/d', 'regexpIndices'],
    ['const r = /[\\p{L}--[a-z]]/v', 'regexpSets'],
    ["import data from './a.json' with { type: 'json' }", 'importAttributes'],
    ["import('./a.json', { with: { type: 'json' } })", 'importAttributes'],
  ])('finds %s', (code, feature) => {
    expect(features(code)).toContain(feature);
  });

  it.each([
    'const a = b ?? c; d?.e?.(f)',
    'a = a || b; a = a ?? b; a += 1',
    'class A { x = 1; static y = 2; #z = 3; get z() { return this.#z } }',
    'async function f() { await g(); for await (const x of xs) use(x) }',
    'const n = 1_000_000n; const r = /(?<year>\\d{4})/u',
    "import('./page.js').then((m) => m.default); try { a() } catch { b() }",
    'export const f = () => import.meta.url',
  ])('accepts what the floor parses: %s', (code) => {
    expect(features(code)).toEqual([]);
  });

  it('reads CommonJS as a script and gives the line of each finding', () => {
    expect(newerSyntax('"use strict";\nexports.a = 1;\nx ||= 2;', { sourceType: 'script' })).toEqual([
      expect.objectContaining({ feature: 'logicalAssignment', line: 3 }),
    ]);
  });
});
