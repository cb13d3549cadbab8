/** The app stores a download badge is drawn for. */
export type AppStore = 'googlePlay' | 'appStore';

/**
 * Which store a download address belongs to, by its host (play.google.com, apps.apple.com /
 * itunes.apple.com); null for any other address (a landing page, the demo's stand-in), which gets a plain
 * download button instead of a store's badge.
 */
export function storeOf(url: string): AppStore | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === 'play.google.com') return 'googlePlay';
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') return 'appStore';
  return null;
}
