// The browsers the app and the libraries are built for: the `browserslist` of the root package.json, the
// one list for the repo (eslint-plugin-compat reads it too). Floor: Android WebView / Chrome 84 and iOS
// Safari 14.5, which many borrowers' phones still run.
import browserslist from 'browserslist';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Browserslist families as build tools name them (esbuild and Oxc targets). */
const FAMILY = { chrome: 'chrome', and_chr: 'chrome', android: 'chrome', ios_saf: 'ios', safari: 'safari' };

/**
 * Build targets for the resolved browsers, the oldest version per family: `['chrome84', 'ios14.5', ...]`.
 * A family the build tools do not know fails loudly rather than being dropped.
 */
export function buildTargets(browsers = browserslist(undefined, { path: root })) {
  const oldest = new Map();
  for (const entry of browsers) {
    const [name, versions] = entry.split(' ');
    const family = FAMILY[name];
    if (!family) throw new Error(`No build target for browserslist family "${name}"`);
    // Ranges such as "14.5-14.8" start at their first version.
    const version = Number.parseFloat(versions.split('-')[0]);
    if (!oldest.has(family) || version < oldest.get(family)) oldest.set(family, version);
  }
  return [...oldest].map(([family, version]) => `${family}${version}`).sort();
}
