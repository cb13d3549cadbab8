import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(rel);
    return entry.name.endsWith('.test.tsx') ? [rel] : [];
  });
}

describe('vitest projects', () => {
  // The 'dom' project shares one module graph across a worker's files, where a vi.mock would leak or miss:
  // every file that mocks a module must run in 'dom-mocks' instead.
  it('runs every jsdom file that replaces a module in its own module graph', () => {
    const config = readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const listed = /const MOCKING_MODULES = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const mocking = ['packages', 'apps']
      .flatMap((dir) => testFiles(dir))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(listed, `${file} uses vi.mock`).toContain(`'${file}'`);
  });
});
