import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Every story runs as a test in real Chromium at phone size, once per language, with axe. */
const storyProject = (locale: 'en' | 'id') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { locale } })],
  test: {
    name: `stories-${locale}`,
    // The first story of a file also starts its frame (preview, MSW worker, the story's modules from the dev
    // server): on 2 loaded cores that alone has taken over 15 s. The plays' own waits are unchanged.
    testTimeout: 30_000,
    // One frame for all the story files of a language, not a fresh one per file: starting a frame (preview,
    // MSW worker, modules) cost more than the stories themselves (25 min → 3 min for 1,050 story tests).
    // Each story still starts from a reset mock store (preview's beforeEach) and its own mounted root.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' as const }],
      viewport: { width: 360, height: 740 },
    },
  },
});

/** jsdom test files that use `vi.mock` (checked by scripts/testProjects.test.ts). */
const MOCKING_MODULES = [
  'apps/webview/src/routes/router.test.tsx',
  'packages/screens/src/screens/OfficialSite/OfficialSiteScreen.sectionCode.test.tsx',
  'packages/screens/src/components/Modal/LazyModal.codeFailed.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  // Workspace packages are read from source in every environment (jsdom, Node and the browser).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        // Pure rules: no DOM needed, so no jsdom start-up per file.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{packages,apps}/*/src/**/*.test.ts', 'apps/*/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TZ: 'Asia/Jakarta' },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{packages,apps}/*/src/**/*.test.tsx'],
          exclude: [...MOCKING_MODULES],
          setupFiles: ['./vitest.setup.ts'],
          env: { TZ: 'Asia/Jakarta' },
          // A worker's files share one jsdom and module graph (starting them cost as much as the tests):
          // each test still gets a clean DOM (Testing Library's cleanup) and fresh data of its own.
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock) need a module graph of their own.
        extends: true,
        test: {
          name: 'dom-mocks',
          environment: 'jsdom',
          include: [...MOCKING_MODULES],
          setupFiles: ['./vitest.setup.ts'],
          env: { TZ: 'Asia/Jakarta' },
        },
      },
      storyProject('en'),
      storyProject('id'),
      {
        // Borrower journeys: Playwright drives the built demo app (apps/webview/e2e, `npm run test:e2e`).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/webview/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/webview/e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
