import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  // The two "Start here" pages (host teams, QA) lead the sidebar; every stories file gets its docs page.
  stories: [
    './docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // MDX is CommonMark only: without GFM the guides' pipe tables showed as lines of | and - characters.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives with the app's public files; Storybook serves it too.
  staticDirs: ['../apps/webview/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Props tables from the TypeScript types. react-docgen-typescript, not the default react-docgen: that
    // one skips components that return a portal (Modal, LoadingOverlay, ToastHost).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props only, not the hundreds a component passes on from React's DOM types; a prop we
      // declare again (`children`, `onChange`) stays.
      propFilter: (prop) => {
        const declared = prop.declarations?.length ? prop.declarations : prop.parent ? [prop.parent] : [];
        return declared.length === 0 || declared.some((d) => !d.fileName.includes('/node_modules/'));
      },
    },
  },
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
