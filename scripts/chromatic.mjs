// `npm run chromatic`: visual review on Chromatic for teams with a project token. Not part of `npm test`
// (this network cannot reach Chromatic). Fails fast without a token; never hangs longer than 10 minutes.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: set CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure) to publish Storybook for review.',
  );
  process.exit(1);
}
const { status } = spawnSync(
  'timeout',
  [
    '600',
    'npx',
    '--no-install',
    'chromatic',
    '--build-script-name',
    'build:storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
if (status === 124)
  console.error('chromatic: no answer from Chromatic within 10 minutes; is the network open to it?');
process.exit(status ?? 1);
