import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives with the app's public files; Storybook serves it too.
  staticDirs: ['../apps/webview/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Read workspace packages from source (the `source` export condition), no build step needed.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', ...defaultClientConditions],
    };
    return viteConfig;
  },
};
export default config;
