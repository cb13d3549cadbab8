// No two modules of a folder differ only by case (`AgreementPopup.tsx` beside `agreementPopup.ts`): esbuild
// matches directory entries without regard to case, so `./agreementPopup` found the component and the library
// build failed on Linux while the app, tests and TypeScript resolved the rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['packages/screens/src', 'packages/api/src', 'apps/webview/src', 'apps/webview/e2e', 'scripts'];

/** The import name of a module (`./x` for x.ts, x.tsx, x.mjs …), lower-cased. */
const moduleName = (file: string) => file.replace(/\.(d\.)?(ts|tsx|mts|mjs|js)$/, '');
const moduleKey = (file: string) => moduleName(file).toLowerCase();

export function caseClashes(files: string[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const file of files) {
    if (!/\.(ts|tsx|mts|mjs|js)$/.test(file)) continue;
    const key = path.join(path.dirname(file), moduleKey(path.basename(file)));
    byKey.set(key, [...(byKey.get(key) ?? []), file]);
  }
  return [...byKey.values()].filter(
    (group) => new Set(group.map((f) => moduleName(path.basename(f)))).size > 1,
  );
}

describe('module names', () => {
  it('finds names that differ only by case', () => {
    expect(caseClashes(['a/AgreementPopup.tsx', 'a/agreementPopup.ts', 'a/agreementPopup.test.ts'])).toEqual([
      ['a/AgreementPopup.tsx', 'a/agreementPopup.ts'],
    ]);
  });

  it('no folder has two modules whose names differ only by case', () => {
    const files = ROOTS.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, f)),
    );
    expect(caseClashes(files)).toEqual([]);
  });
});
