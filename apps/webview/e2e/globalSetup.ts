// Once per journey run: build the demo app when its sources changed (a fresh clone has no build), serve it,
// and start one Chromium that every test connects to (each test then opens its own context).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { SCREENSHOT_DIR } from './screenshots';
import { serveStatic } from './staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built demo app is served, e.g. `http://127.0.0.1:41234`. */
    e2eBaseUrl: string;
    /** The run's Chromium, for `chromium.connect`. */
    e2eBrowserWsEndpoint: string;
  }
}

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(appDir, '../..');
export const DEMO_DIST = path.join(appDir, 'dist-demo');

/** What the demo build is made from. */
const BUILD_INPUTS = [
  'apps/webview/src',
  'apps/webview/public',
  'apps/webview/index.html',
  'apps/webview/vite.config.ts',
  'apps/webview/.env.demo',
  'apps/webview/package.json',
  'apps/webview/e2e/globalSetup.ts',
  'packages/screens/src',
  'packages/api/src',
  'packages/screens/package.json',
  'packages/api/package.json',
].map((p) => path.join(root, p));

/** The newest modification time under `entry` (0 when it does not exist). */
function newestChange(entry: string): number {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

function builtAt(): number {
  try {
    return statSync(path.join(DEMO_DIST, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
}

/** `vite build --mode demo` (the MSW mock backend on) into dist-demo, unless it is newer than its sources. */
export async function buildDemoApp(): Promise<void> {
  const built = builtAt();
  if (built > 0 && Math.max(...BUILD_INPUTS.map(newestChange)) < built) return;
  const started = Date.now();
  const vite = path.join(root, 'node_modules/.bin/vite');
  const args = ['build', '--mode', 'demo', '--outDir', 'dist-demo', '--emptyOutDir', '--logLevel', 'warn'];
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    // NODE_ENV production, as `npm run build:demo` from a shell has it: vitest sets NODE_ENV=test, which a
    // child inherits, and vite then bundles React's development build — StrictMode runs every effect twice
    // (each page's first read went out twice) and the journeys would not drive the code that ships.
    const child = spawn(vite, args, {
      cwd: appDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`demo app build failed (vite ${args.join(' ')}):\n${output.join('')}`);
  console.info(`journeys: built the demo app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function setup(project: TestProject) {
  const launch = chromiumLaunchOptions();
  if (!launch.executablePath) {
    throw new Error(
      'Chromium is needed for the journeys: run them with `npm run test:e2e` or set CHROME_PATH.',
    );
  }
  await buildDemoApp();
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  const server = await serveStatic(DEMO_DIST);
  const browser = await chromium.launchServer({ ...launch, headless: true });
  project.provide('e2eBaseUrl', server.url);
  project.provide('e2eBrowserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.close();
  };
}
