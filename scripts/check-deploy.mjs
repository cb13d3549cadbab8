// The production build (apps/webview/dist) served as it ships: Debian's nginx with
// apps/webview/deploy/nginx.conf, copied to a temp dir with a free local port, the temp root, and the logs,
// pid and temp files there (so it runs as root or not). Checks `nginx -t`, the caching, compression and
// security headers, then opens every mounted route in Chromium: a CSP violation or a page error fails.
// `--dist DIR` / `--conf FILE` check another build or config (to see the check fail on a broken one).
// The steps live in deployCheck/.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAnswers } from './deployCheck/answers.mjs';
import { readBuiltApp } from './deployCheck/builtApp.mjs';
import { openPagesInChromium } from './deployCheck/chromiumPages.mjs';
import { problemList } from './deployCheck/problems.mjs';
import { securityHeadersCheck } from './deployCheck/securityHeaders.mjs';
import { ensureNginx, freePort, get, servingConf } from './deployCheck/serving.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/webview');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : fallback;
};
const dist = option('--dist', path.join(app, 'dist'));
const shippedConf = option('--conf', path.join(app, 'deploy/nginx.conf'));
/** The web root nginx.conf ships with (it also holds the build's csp-script-hashes.conf). */
const SHIPPED_ROOT = '/var/www/loan-h5';

const { problem, expect, exitOnProblems } = problemList();
const started = Date.now();
const missingFiles = [
  'index.html',
  'index.html.gz',
  'index.html.br',
  'config.js',
  'csp-script-hashes.conf',
].filter((needed) => !existsSync(path.join(dist, needed)));
if (missingFiles.length) {
  console.error(
    `deploy check failed: ${dist} has no ${missingFiles.join(', ')} (build it: npm run build:app)`,
  );
  process.exit(1);
}

const nginx = ensureNginx();
const build = await readBuiltApp(dist, app);

const dir = mkdtempSync(path.join(os.tmpdir(), 'loan-h5-deploy-'));
// As root nginx's workers run as the config's `user` (www-data): they must be able to read the copy.
chmodSync(dir, 0o755);
const www = path.join(dir, 'www');
cpSync(dist, www, { recursive: true });
for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub));
const port = await freePort();
const conf = path.join(dir, 'nginx.conf');
writeFileSync(
  conf,
  servingConf(readFileSync(shippedConf, 'utf8'), { port, www, dir, shippedConf, shippedRoot: SHIPPED_ROOT }),
);
const nginxArgs = ['-p', `${dir}/`, '-e', path.join(dir, 'logs/error.log'), '-c', conf];
const errorLog = () => {
  const file = path.join(dir, 'logs/error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
};

let server;
// Never leave nginx running: not on an early exit, not when the run is interrupted.
process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));
try {
  const test = spawnSync(nginx, ['-t', ...nginxArgs, '-g', `pid ${dir}/nginx.pid;`], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr.trim()}`);
  // A warning is a mistake too (a duplicate type, a shadowed directive), except `user` in a run as non-root.
  for (const line of test.stderr.split('\n'))
    if (/\[warn\]/.test(line) && !/"user" directive makes sense only/.test(line)) problem('nginx -t', line);

  server = spawn(nginx, [...nginxArgs, '-g', `pid ${dir}/nginx.pid; daemon off;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverStderr = '';
  server.stderr.on('data', (d) => (serverStderr += d));
  for (let ready = false, tries = 0; !ready; tries++) {
    if (server.exitCode !== null || tries > 100)
      throw new Error(`nginx did not start:\n${serverStderr}${errorLog()}`);
    ready = await get(port, '/robots.txt').then(
      () => true,
      () => new Promise((r) => setTimeout(() => r(false), 100)),
    );
  }

  // The answers' headers and bodies, then the pages in Chromium.
  const securityHeaders = securityHeadersCheck({ expect, ...build });
  const unknown = `/no-such-page-${port}`;
  await checkAnswers({ port, dist, build, unknown, expect, securityHeaders });
  await openPagesInChromium({ port, build, unknown, expect, problem });
} catch (error) {
  problem('deploy check', error.message);
} finally {
  if (server && server.exitCode === null && server.signalCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  for (const line of errorLog().split('\n'))
    if (/\[(emerg|alert|crit|error)\]/.test(line)) problem('nginx error log', line);
  rmSync(dir, { recursive: true, force: true });
}

exitOnProblems();
console.log(
  `deploy: nginx.conf passes nginx -t; headers ok (index.html, config.js, hashed asset brotli_static and gzip_static + immutable, source maps not served, ${build.tablePaths.length} route-table paths + an unknown path → index.html); ${build.mounted.length} routes and ${build.titledHashes.length} titled hash screens open in Chromium (en + id) with no CSP violation; with its entry or core copy failing, or its entry damaged, a page shows a retry that opens it; a webview too old for the app is told what to update (${Math.round((Date.now() - started) / 1000)} s)`,
);
