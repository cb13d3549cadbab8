// Makes sure Debian's Chromium is there for the browser tests: CHROME_PATH, then /usr/bin/chromium;
// as root with apt-get it installs Debian's `chromium`; otherwise it says in one line how to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium is needed for the browser tests: install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
