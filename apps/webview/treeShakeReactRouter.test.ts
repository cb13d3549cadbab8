import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { markUnusedRouterPartsDroppable, treeShakeReactRouter } from './treeShakeReactRouter';

describe('markUnusedRouterPartsDroppable', () => {
  const module = [
    'import * as React10 from "react";',
    'var LocationContext = React10.createContext(null);',
    'LocationContext.displayName = "Location";',
    'var Link = React10.forwardRef(function Link2(props, ref) { return null; });',
    'Link.displayName = "Link";',
    'var Memo = React10.memo(Link);',
    'window.__version = "7";',
    'export { Link, LocationContext, Memo };',
  ].join('\n');

  it('marks the top-level component and context factories pure and drops their display names', () => {
    const out = markUnusedRouterPartsDroppable(module, 'chunk.mjs')!;
    expect(out.code).toContain('var LocationContext = /* @__PURE__ */ React10.createContext(null);');
    expect(out.code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out.code).toContain('var Memo = /* @__PURE__ */ React10.memo(Link);');
    expect(out.code).not.toContain('displayName');
    // A real side effect stays, and the map follows the edits.
    expect(out.code).toContain('window.__version = "7";');
    expect(out.map.sources).toEqual(['chunk.mjs']);
  });

  it('leaves a module with nothing to mark alone', () => {
    expect(markUnusedRouterPartsDroppable('export const a = f(1); a.displayName = x;', 'a.mjs')).toBeNull();
  });

  it("takes react-router's unused components out of a bundle that uses only <Routes>", async () => {
    // The production build the app's build takes (vite.config.ts: reactRouterProductionBuild).
    const dist = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
    const router = JSON.stringify(path.join(dist, 'dist/production/index.mjs'));
    const bundle = async (plugins: Plugin[]) => {
      const output = await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [
          {
            name: 'entry',
            resolveId: (id) => (id === 'entry' ? id : undefined),
            load: (id) => (id === 'entry' ? `export { Routes, Route } from ${router};` : undefined),
          },
          ...plugins,
        ],
        build: {
          write: false,
          minify: false,
          rolldownOptions: {
            input: 'entry',
            // Keep the entry's exports (an app build drops them): what the bundle must keep of the router.
            preserveEntrySignatures: 'strict',
            external: ['react', 'react-dom', 'cookie', 'set-cookie-parser'],
          },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      return (result as { output: { code: string }[] }).output[0]!.code;
    };
    const before = await bundle([]);
    const after = await bundle([treeShakeReactRouter()]);
    expect(before).toMatch(/displayName = "NavLink"/);
    expect(after).not.toMatch(/NavLink|ScrollRestoration/);
    expect(after).toMatch(/function Routes\(/);
    expect(after.length).toBeLessThan(before.length - 10_000);
  }, 30_000);
});
