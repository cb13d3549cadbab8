import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import compat from 'eslint-plugin-compat';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** What a screen may never reach for: routing, HTTP, the app, browser storage and the URL. */
export const screensBoundary = {
  files: ['packages/screens/src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-router', message: 'Screens never route: take a callback and let the app navigate.' },
          {
            name: 'react-router-dom',
            message: 'Screens never route: take a callback and let the app navigate.',
          },
          { name: 'axios', message: 'Screens never fetch: data comes in as props.' },
          { name: 'ky', message: 'Screens never fetch: data comes in as props.' },
          { name: '@tanstack/react-query', message: 'Screens never fetch: data comes in as props.' },
          { name: 'msw', message: 'Mocks live in @loan-h5/api/mocks, never in screens.' },
          {
            name: 'styled-components',
            importNames: ['default'],
            message:
              "Use `import { styled } from 'styled-components'`: in Node (server rendering, host tests) the default import is the CommonJS module, not `styled`.",
          },
        ],
        patterns: [
          {
            group: ['@loan-h5/api', '@loan-h5/api/*'],
            message: 'Screens never fetch: data comes in as props.',
          },
          {
            group: ['@loan-h5/webview', '**/apps/**'],
            message: 'The screens package never imports the app.',
          },
          {
            group: ['react-router/*', 'react-router-dom/*', 'msw/*'],
            message: 'Not in the screens package.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: 'Screens never fetch: data comes in as props.' },
      { name: 'XMLHttpRequest', message: 'Screens never fetch: data comes in as props.' },
      { name: 'localStorage', message: 'Screens never touch storage: the page container does.' },
      { name: 'sessionStorage', message: 'Screens never touch storage: the page container does.' },
      { name: 'location', message: 'Screens never read the URL: take props and callbacks.' },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'window', property: 'fetch', message: 'Screens never fetch.' },
      { object: 'window', property: 'localStorage', message: 'Screens never touch storage.' },
      { object: 'window', property: 'sessionStorage', message: 'Screens never touch storage.' },
      { object: 'window', property: 'location', message: 'Screens never read the URL.' },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-demo/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  screensBoundary,
  {
    // What borrowers' phones run: web APIs newer than the repo's browserslist (Chrome 84, iOS Safari 14.5)
    // must be guarded or polyfilled where used.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/webview/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/test-support/**', 'packages/api/src/mocks/**'],
    ...compat.configs['flat/recommended'],
  },
  {
    // Stories and tests of the screens package may import test helpers, never the app.
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'scripts/**', '.storybook/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
