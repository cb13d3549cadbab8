// No module imports itself back through others, type-only imports included: a circle makes a reader hold
// both files at once, and a runtime one leaves a value undefined depending on which file loads first.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['packages/screens/src', 'packages/api/src', 'apps/webview/src'];
const SOURCE = /\.(ts|tsx)$/;
const IGNORED = /\.(test|stories)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && !IGNORED.test(f))
    .map((f) => path.join(dir, f));
}

/** Relative imports and re-exports of a file, resolved to files (`./x` → x.ts, x.tsx or x/index.ts). */
export function importsOf(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return specifiers.flatMap((spec) => {
    const base = path.join(path.dirname(file), spec);
    const found = [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ].find((candidate) => SOURCE.test(candidate) && existsSync(candidate));
    return found ? [found] : [];
  });
}

/** Each circle once, as the files in import order back to the first. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import circles', () => {
  it('finds a circle, type-only imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('reads import, import type, export from and import()', () => {
    const here = 'packages/screens/src/components/EmptyState/EmptyState.tsx';
    const code = `import type { X } from './illustrations';\nexport { Y } from '../Button';\nconst z = import('../Card/Card');`;
    expect(importsOf(here, code).map((f) => path.basename(f))).toEqual([
      'illustrations.tsx',
      'index.ts',
      'Card.tsx',
    ]);
  });

  it('the packages and the app have none', () => {
    const graph = new Map<string, string[]>();
    for (const file of ROOTS.flatMap(sourceFiles))
      graph.set(file, importsOf(file, readFileSync(file, 'utf8')));
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
