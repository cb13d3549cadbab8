import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { addons, waitForAnimations } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { defaultStore, handlers as mockBackend } from '@loan-h5/api/mocks';
import {
  GlobalStyle,
  LocaleProvider,
  ThemeProvider,
  marketForLocale,
  preloadModal,
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

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s): on a loaded 2-core CI machine a
// lazy chunk plus a mock reply can take longer than 1 s, and a story must not fail for the machine's pace.
// What they wait for is unchanged; stories that assert timing pass their own `timeout`.
configure({ asyncUtilTimeout: 5000 });

/** The toolbar's globals as a page address holds them (`globals=locale:id;market:ID`), unset ones at start. */
function toolbarGlobals(param: string): { locale: string; market: string } {
  const chosen = new Map(param.split(';').map((pair) => pair.split(':') as [string, string?]));
  return { locale: chosen.get('locale') ?? 'en', market: chosen.get('market') ?? 'auto' };
}

/**
 * A story a docs page shows in a frame of its own (`inOwnFrame`, packages/screens/src/test-support/
 * docsFrame.ts) is a preview of its own, out of the toolbar's reach. On its first load such a frame
 * reloads itself once, with `embed=true` (its play does not run: the docs page shows each story's first
 * state, as it does for inline stories, and a play's taps never pull the page's scroll to the frame) and
 * with the docs page's language and market; afterwards it follows their changes in place. In place, not
 * by reloading: the MSW worker hands the requests of a frame that is still starting to another frame,
 * and one that goes away meanwhile would leave them unanswered.
 */
function followDocsPage() {
  let docsPage: Window;
  try {
    docsPage = window.parent;
    if (docsPage === window || new URLSearchParams(docsPage.location.search).get('viewMode') !== 'docs')
      return;
  } catch {
    return; // a parent of another origin: not a docs page
  }
  const own = new URLSearchParams(window.location.search);
  if (own.get('viewMode') !== 'story') return;
  const pageGlobals = () => new URLSearchParams(docsPage.location.search).get('globals') ?? '';
  if (own.get('embed') !== 'true') {
    own.set('embed', 'true');
    own.set('globals', pageGlobals());
    window.location.replace(`${window.location.pathname}?${own.toString()}`);
    return;
  }
  let shown = own.get('globals') ?? '';
  window.setInterval(() => {
    const wanted = pageGlobals();
    if (wanted === shown) return;
    shown = wanted;
    // Storybook's UPDATE_GLOBALS event, as the toolbar sends it.
    addons.getChannel().emit('updateGlobals', { globals: toolbarGlobals(wanted) });
  }, 500);
}
if (typeof window !== 'undefined') followDocsPage();

const preview: Preview = {
  // Every component gets a docs page (props from its TypeScript type and doc comment, each story as an
  // example); a stories file opts out with `tags: ['!autodocs']`.
  tags: ['autodocs'],
  // The kit's Modal code loads after a page's first paint (LazyModal); a story shows an open modal at once.
  loaders: [mswLoader(), async () => void (await preloadModal())],
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
        // The official site is also opened on desktop browsers (issue 10).
        desktop1280: {
          name: 'Desktop 1280×800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Start here for host teams',
          'Start here for QA',
          'Backend contract',
          'Guide',
          [
            'How it is built',
            'Talking to the backend',
            'First load and performance',
            'Deploying',
            'Reliability under faults',
            'Journeys',
          ],
          'Kit',
          'Loan',
          'Repay',
          'Complaints',
          'Service',
          'Site',
          'Promotion',
          'Developer',
          'App',
        ],
      },
    },
  },
};

export default preview;
