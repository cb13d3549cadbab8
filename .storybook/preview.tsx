import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { waitForAnimations } from 'storybook/preview-api';
import { defaultStore, handlers as mockBackend } from '@loan-h5/api/mocks';
import {
  GlobalStyle,
  LocaleProvider,
  ThemeProvider,
  marketForLocale,
  type Locale,
  type Market,
} from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { id } from '@loan-h5/screens/i18n/id';
import {
  describeSmallTargets,
  findSmallTouchTargets,
} from '../packages/screens/src/test-support/touchTargets';

const messages = { en, id } as const;

const preview: Preview = {
  loaders: [mswLoader()],
  // Every story starts from the same backend data; a story picks a scenario with
  // `parameters.msw.handlers.backend = handlersFor('orderStatus:174')`.
  beforeEach: () => {
    defaultStore.reset();
  },
  // Every story, after its play: each tap target it shows (portalled modals and toasts too, so the
  // whole body) is at least 44×44 px. Rule and exceptions: packages/screens/src/test-support/touchTargets.ts.
  afterEach: async ({ viewMode, canvasElement }) => {
    if (viewMode !== 'story') return;
    await waitForAnimations(); // an opening modal is measured at its final size, not mid-zoom
    const small = findSmallTouchTargets(canvasElement.ownerDocument.body);
    if (small.length > 0) throw new Error(describeSmallTargets(small));
  },
  globalTypes: {
    locale: {
      description: 'Language of the copy',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'id', title: 'Bahasa Indonesia' },
        ],
        dynamicTitle: true,
      },
    },
    market: {
      description: 'Market: currency, number format and brand colour',
      toolbar: {
        title: 'Market',
        icon: 'location',
        items: [
          { value: 'auto', title: 'Market of the language' },
          { value: 'IN', title: 'India' },
          { value: 'ID', title: 'Indonesia' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    market: 'auto',
    viewport: { value: 'phone360', isRotated: false },
  },
  decorators: [
    (Story, { globals }) => {
      const locale: Locale = globals.locale === 'id' ? 'id' : 'en';
      const market: Market =
        globals.market === 'IN' || globals.market === 'ID' ? globals.market : marketForLocale(locale);
      return (
        <ThemeProvider market={market}>
          <LocaleProvider locale={locale} messages={messages[locale]} market={market}>
            <GlobalStyle />
            <Story />
          </LocaleProvider>
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    msw: { handlers: { backend: mockBackend } },
    viewport: {
      options: {
        phone360: { name: 'Phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone320: {
          name: 'Small phone 320×640',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        phone414: {
          name: 'Large phone 414×896',
          styles: { width: '414px', height: '896px' },
          type: 'mobile',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: ['Kit', 'Loan', 'Repay', 'Complaints', 'Service', 'Site', 'Promotion', 'Developer', 'App'],
      },
    },
  },
};

export default preview;
