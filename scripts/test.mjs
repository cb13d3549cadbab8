// `npm test`: every check, in order. Prints how many unit and story tests ran and ends with one
// "N passed, N failed" line. Exits non-zero when anything fails or a test was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'node_modules/.cache/loan-h5-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
process.env.CHROME_PATH = ensureChromium();

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];
const counts = [];
/** Failed tests by name, printed again in the summary: CI shows only the end of the output. */
const failures = [];

function step(name, cmd, args) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** A vitest run whose counts come from its JSON report; a skipped or todo test fails the step. */
function vitestStep(name, projects) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  let ok = step(name, bin('vitest'), args);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const skipped = r.numPendingTests + r.numTodoTests;
    counts.push({ name, passed: r.numPassedTests, failed: r.numFailedTests, skipped });
    for (const file of r.testResults)
      for (const t of file.assertionResults.filter((a) => a.status === 'failed')) {
        const why = (t.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' / ').slice(0, 400);
        failures.push(`${name}: ${path.relative(root, file.name)} › ${t.fullName}\n      ${why}`);
      }
    if (skipped > 0) {
      console.error(`${name}: ${skipped} test(s) skipped; every test must run.`);
      ok = false;
      results.at(-1).ok = false;
    }
    if (r.numTotalTests === 0) {
      console.error(`${name}: no tests ran.`);
      results.at(-1).ok = false;
      ok = false;
    }
  } else {
    counts.push({ name, passed: 0, failed: 1, skipped: 0 });
  }
  return ok;
}

step('lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']);
step('formatting (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('typecheck (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json']);
vitestStep('unit tests (pure rules in Node, components in jsdom)', ['unit', 'dom', 'dom-mocks']);
vitestStep('story tests (Chromium + axe, English and Indonesian)', ['stories-en', 'stories-id']);
vitestStep('journeys (Playwright, built demo app)', ['e2e']);
const libraryBuilt =
  step('library build: CJS + types (tsup)', bin('tsup'), ['--silent']) &&
  step('library build: screens ESM per module (vite)', bin('vite'), [
    'build',
    '-c',
    'vite.lib.config.ts',
    '--mode',
    'screens',
  ]) &&
  step('library build: api ESM per module (vite)', bin('vite'), [
    'build',
    '-c',
    'vite.lib.config.ts',
    '--mode',
    'api',
  ]);
if (libraryBuilt) step('packed package in a host app', process.execPath, ['scripts/check-package.mjs']);

const appBuilt = step('production app build has no mocks', process.execPath, [
  'scripts/check-production-build.mjs',
]);
// Measured on the build above (its chunk graph), not on a second build of the app.
if (libraryBuilt && appBuilt)
  step('size budgets', process.execPath, [
    'scripts/size.mjs',
    '--app-build',
    'node_modules/.cache/loan-h5-build/app-chunks.json',
  ]);
if (appBuilt)
  step('deployment: nginx serves that build with its headers, no CSP violation', process.execPath, [
    'scripts/check-deploy.mjs',
  ]);
if (step('storybook static build', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'])) {
  step('storybook build: every story, every docs page rendered, the MSW worker', process.execPath, [
    'scripts/check-storybook-build.mjs',
  ]);
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
for (const c of counts)
  console.log(`${c.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
for (const f of failures) console.log(`failed: ${f}`);
const passed = counts.reduce((s, c) => s + c.passed, 0);
const failed = counts.reduce((s, c) => s + c.failed, 0);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - stepsFailed} of ${results.length} steps passed`);
console.log(`${passed} passed, ${failed + stepsFailed} failed`);
process.exit(stepsFailed ? 1 : 0);
