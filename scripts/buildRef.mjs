// A commit's production build, built as it was (its own source, config and installed packages), for a
// benchmark that measures it beside this checkout in one run: `npm run lighthouse -- --against REF`,
// `npm run bench:plan -- --against REF`. On this shared machine an absolute figure moves from day to day;
// two builds measured in turn, in one run, do not.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// REF's worktree and build live outside any node_modules: under one, every module of REF's app has
// "/node_modules/" in its path, and the build treats it as a package's (a different, larger build: 70 KB of
// index.html and a 6 KB larger entry at d6b4336, against the 24 KB and 115 KB that ship); npm ci there also
// installed a fraction of the packages, resolving the rest from this checkout's.
const refCache = path.join(tmpdir(), 'loan-h5-lighthouse-refs');

/** REF (a branch, tag or commit of the repository at `root`) built; npm ci once per commit. */
export function buildRef(root, ref) {
  const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const tree = path.join(refCache, `ref-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(tree, 'package.json'))) {
    rmSync(tree, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', tree, sha);
  }
  if (!existsSync(path.join(tree, 'node_modules/vite/package.json'))) {
    // A Vite build earlier in the same process sets NODE_ENV=production: npm would leave out the dev
    // packages (the build tools among them).
    const env = { ...process.env };
    delete env.NODE_ENV;
    execFileSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: tree,
      env,
      stdio: 'inherit',
    });
  }
  const dist = path.join(refCache, `dist-${sha.slice(0, 12)}`);
  execFileSync(
    'npx',
    ['--no-install', 'vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: path.join(tree, 'apps/webview'),
      stdio: 'inherit',
    },
  );
  return { name: `${ref} (${sha.slice(0, 7)})`, dir: dist };
}
