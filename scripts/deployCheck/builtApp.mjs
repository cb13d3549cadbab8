// The deploy check's view of the build: what index.html holds and the app's route table.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Reads `dist`'s index.html and the route table of the app in `app`. */
export async function readBuiltApp(dist, app) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inlineHashes = [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => sha256(code));
  const metaReferrer = html.match(/<meta name="referrer" content="([^"]+)"/)?.[1];
  const entry = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1];
  const firstPage = JSON.parse(html.match(/var f=(\{.*?\}),x=location\.pathname/)?.[1] ?? '{}');
  const { routeTable } = (
    await runnerImport(path.join(app, 'src/routes/routeTable.ts'), { configFile: false, logLevel: 'silent' })
  ).module;
  // As apps/webview/src/routes/mountedRoutes.ts: each path that has a page, once.
  const mounted = [...new Set(routeTable.filter((r) => r.page).map((r) => r.path))];
  const tablePaths = [...new Set(routeTable.map((r) => r.path))];
  // Hash screens with a title of their own (the promotion sign-up's download and agreement): the router
  // titles them by the hash, so they are opened too (`#/x`, no `:param` hashes).
  const titledHashes = routeTable.filter(
    (r) =>
      r.page &&
      r.hash &&
      !r.hash.includes(':') &&
      r.title !== routeTable.find((first) => first.path === r.path && first.page)?.title,
  );
  return { html, inlineHashes, metaReferrer, entry, firstPage, mounted, tablePaths, titledHashes };
}
