// Runs a command after making sure Chromium is there: `node scripts/with-chromium.mjs vitest run`.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

process.env.CHROME_PATH = ensureChromium();
const [cmd, ...args] = process.argv.slice(2);
const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
