import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { amountMarketOfLang, createApiClient, readPageContext } from '@loan-h5/api';
import { langFlagForLocale, ToastHost, toastStore, type Locale } from '@loan-h5/screens';
import { BridgeProvider } from '../bridge/BridgeContext';
import { dialableNumber, openableUrl } from '../bridge/guards';
import type { NativeBridge } from '../bridge/NativeBridge';

import { ApiProvider } from '../data/ApiContext';
import { createActivity, type Activity } from '../data/activity';
import { trackedClient } from '../data/trackedClient';
import { CallsInFlight } from '../shell/CallsInFlight';

/** What a page story says about its page: `parameters: { page: { url: '/relevant?scene=1', bridge } }`. */
export interface PageStoryParameters {
  /**
   * The route, query and hash the container is rendered at (`lang` is added from the story's language); a
   * function of the story's language when the address differs per market (an amount in rupees or rupiah).
   */
  url: string | ((locale: Locale) => string);
  /** Stands in for the native app; a recording Android stand-in by default. */
  bridge?: NativeBridge;
}

/**
 * A stand-in for the native app that records every call (assert on it in play functions). Like the real
 * bridges, `openPage` and `openPageWithParams` refuse what is neither http(s) nor a path of this site
 * (they return false), and `callPhone` refuses what is not a phone number.
 */
export function recordingBridge(name: NativeBridge['name'] = 'android') {
  const origin = () => globalThis.location?.origin;
  return {
    name,
    openPage: fn((url: string) => openableUrl(url, origin()) !== null),
    close: fn(() => true),
    openPageWithParams: fn<NativeBridge['openPageWithParams']>((url) => openableUrl(url, origin()) !== null),
    goHome: fn(),
    goMine: fn(),
    logout: fn(),
    callPhone: fn((number: string) => dialableNumber(number) !== null),
    goRate: fn(),
    track: fn(),
    startBank: fn(),
    endBank: fn(),
  } satisfies NativeBridge;
}

/** Forgets what a recording bridge was asked (call it in `beforeEach`); the answers stay. */
export function clearBridge(bridge: ReturnType<typeof recordingBridge>) {
  for (const value of Object.values(bridge)) if (typeof value === 'function') value.mockClear();
}

const defaultBridge = recordingBridge();

/**
 * The mock backend answers in the story's language, as it answers the demo app's `lang` flag: the
 * story's client adds `lang` to every request (a story-only shim; the app's client is unchanged). Like the
 * app's, it raises the "Loading…" mask for a tap's calls, not for the page's data load.
 */
function storyClient(lang: string, activity: Activity) {
  const client = createApiClient({
    config: { apiOrigin: '', generalBase: '/gateway' },
    page: readPageContext(''),
    market: amountMarketOfLang(lang),
    fetch: (input, init) =>
      fetch(
        typeof input === 'string' ? `${input}${input.includes('?') ? '&' : '?'}lang=${lang}` : input,
        init,
      ),
  });
  return trackedClient(client, activity);
}

function PageProviders({
  url,
  locale,
  bridge,
  children,
}: {
  url: PageStoryParameters['url'];
  locale: Locale;
  bridge: NativeBridge;
  children: ReactNode;
}) {
  const lang = langFlagForLocale(locale);
  // Each story counts its own calls in flight: a mask never carries over from another story.
  const activity = useMemo(() => createActivity(), []);
  const client = useMemo(() => storyClient(lang, activity), [lang, activity]);
  // The toast queue is app-wide: a story's toasts never wait behind (or outlive) another story's.
  useEffect(() => {
    toastStore.clear();
    return () => toastStore.clear();
  }, []);
  const address = typeof url === 'function' ? url(locale) : url;
  // A hash (the payway flow's screens) stays after the query.
  const cut = address.includes('#') ? address.indexOf('#') : address.length;
  const [beforeHash, hash] = [address.slice(0, cut), address.slice(cut + 1)];
  const [path, query = ''] = beforeHash.split('?');
  const search = new URLSearchParams(query);
  if (!search.has('lang')) search.set('lang', lang);
  return (
    <BridgeProvider bridge={bridge}>
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={[`${path}?${search.toString()}${hash ? `#${hash}` : ''}`]}>
          {children}
        </MemoryRouter>
        <CallsInFlight activity={activity} />
        <ToastHost />
      </ApiProvider>
    </BridgeProvider>
  );
}

/**
 * Renders a page container as the app does: at its URL (MemoryRouter), with the API client (against the
 * story's MSW scenario), a bridge stand-in, the "Loading…" mask of calls in flight and the toast host.
 * Use with `parameters.page`.
 */
export const withPage: Decorator = (Story, { parameters, globals, viewMode }) => {
  const page = parameters.page as PageStoryParameters | undefined;
  if (!page) throw new Error('withPage: give the story `parameters.page = { url }`.');
  // Inline on a docs page, the page stories would share one MSW worker (the last story's scenario wins)
  // and one mock store; in frames of their own each story has its own.
  if (viewMode === 'docs')
    throw new Error(
      'withPage: show page stories in their own frames on the docs page: `parameters: { docs: { story: inOwnFrame } }` in the meta (packages/screens/src/test-support/docsFrame.ts).',
    );
  return (
    <PageProviders
      url={page.url}
      locale={globals.locale === 'id' ? 'id' : 'en'}
      bridge={page.bridge ?? defaultBridge}
    >
      <Story />
    </PageProviders>
  );
};
