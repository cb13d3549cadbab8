import { describe, expect, it } from 'vitest';
import {
  hoistedImportStatements,
  transitiveOnlyImports,
  type ImportingChunk,
} from './hoistTransitiveImports';

const graph = (edges: Record<string, string[]>): Record<string, ImportingChunk> =>
  Object.fromEntries(
    Object.entries(edges).map(([name, imports]) => [
      `assets/${name}.js`,
      { fileName: `assets/${name}.js`, imports: imports.map((i) => `assets/${i}.js`) },
    ]),
  );

// The site's policy section as built: its text imports the policy screen, which imports the document layout.
const site = graph({
  index: [],
  SitePolicyText: ['index', 'PrivacyPolicyScreen'],
  PrivacyPolicyScreen: ['index', 'InfoDocument'],
  InfoDocument: ['index'],
  Cycle: ['Loop'],
  Loop: ['Cycle', 'index'],
});

describe('transitiveOnlyImports', () => {
  it('names the chunks a lazy part reaches only through its imports, each once', () => {
    expect(transitiveOnlyImports(site, 'assets/SitePolicyText.js')).toEqual(['assets/InfoDocument.js']);
  });

  it('adds nothing to a chunk whose imports import nothing new, or to one outside the graph', () => {
    expect(transitiveOnlyImports(site, 'assets/InfoDocument.js')).toEqual([]);
    expect(transitiveOnlyImports(site, 'assets/index.js')).toEqual([]);
    expect(transitiveOnlyImports(site, 'assets/missing.js')).toEqual([]);
  });

  it('ends on a cycle between chunks, without naming the chunk itself', () => {
    expect(transitiveOnlyImports(site, 'assets/Cycle.js')).toEqual(['assets/index.js']);
  });
});

describe('hoistedImportStatements', () => {
  it('writes bare imports relative to the chunk, so the browser asks for the whole tree at once', () => {
    expect(hoistedImportStatements(site, 'assets/SitePolicyText.js')).toBe('import"./InfoDocument.js";');
    expect(hoistedImportStatements(site, 'assets/InfoDocument.js')).toBe('');
  });
});
