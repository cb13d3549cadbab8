// Where Chromium is and how to launch it here: Debian's build, never a downloaded one.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROME_PATH if set, else Debian's /usr/bin/chromium; null when neither exists. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

export function chromiumLaunchOptions() {
  return { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS };
}
