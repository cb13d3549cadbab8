import { safeHttpUrl } from '@loan-h5/screens';
import { openableUrl } from '../bridge/guards';

/**
 * Where a joint-failure product's jump result leads (spec section 7: "a result starting with http is
 * opened directly, otherwise passed to the native iOS message handler"):
 * - `web`: it starts with `http` and is a safe http(s) address → `bridge.openPage(url)`;
 * - `app`: anything else that is a path of this site (`/loanConfirm?productId=1`) → handed to the app
 *   with `bridge.openPageWithParams(path, params)`: on iOS that is the `openPageWithParams` WKWebView
 *   message handler, on Android its JS interface method, in a browser a plain navigation;
 * - `refused`: neither (`javascript:`, `data:`, `//host`, `httpx://`, a bare word): nothing opens and the
 *   borrower is told. The native apps' own schemes are not in the spec; add them here when known.
 */
export type JointJump = { kind: 'web'; url: string } | { kind: 'app'; path: string } | { kind: 'refused' };

export function jointJumpTarget(result: unknown, origin: string | undefined): JointJump {
  if (typeof result !== 'string') return { kind: 'refused' };
  const text = result.trim();
  if (/^http/i.test(text)) {
    const url = safeHttpUrl(text);
    return url ? { kind: 'web', url } : { kind: 'refused' };
  }
  return openableUrl(text, origin) ? { kind: 'app', path: text } : { kind: 'refused' };
}
