import { deliver, dialableNumber, openableUrl, originOf, refuse, withParams } from './guards';
import type { BridgeWindow, NativeBridge } from './NativeBridge';

/** Outside the app (a plain browser, Storybook, the demo): the web equivalent, or a console line. */
export function browserBridge(win: BridgeWindow): NativeBridge {
  const navigate = (action: string, url: string) =>
    deliver(action, () => () => {
      win.location.assign(url);
    });
  const needsApp = (action: string) => () => {
    console.info(`[bridge] ${action} needs the app`);
  };

  return {
    name: 'browser',
    openPage(url) {
      const target = openableUrl(url, originOf(win));
      return target ? navigate('openPage', target) : refuse('openPage', url);
    },
    close() {
      // A tab opened on this page has nothing to go back to: then nothing happens and the caller decides.
      let hasHistory = false;
      try {
        hasHistory = win.history.length > 1;
      } catch {
        hasHistory = false;
      }
      if (!hasHistory) {
        console.info('[bridge] close: no earlier page to go back to');
        return false;
      }
      return deliver('close', () => () => {
        win.history.back();
      });
    },
    openPageWithParams(url, params) {
      const target = openableUrl(url, originOf(win));
      return target
        ? navigate('openPageWithParams', withParams(target, params))
        : refuse('openPageWithParams', url);
    },
    goHome: () => void navigate('goHome', '/'),
    goMine: needsApp('goMine'),
    logout: needsApp('logout'),
    callPhone(number) {
      const dial = dialableNumber(number);
      return dial ? navigate('callPhone', `tel:${dial}`) : refuse('callPhone', number);
    },
    goRate: needsApp('goRate'),
    track: (event, data) =>
      void deliver(
        'track',
        () => () => {
          console.info(`[bridge] track ${event}`, data ?? {});
        },
        true,
      ),
    startBank: needsApp('startBank'),
    endBank: needsApp('endBank'),
  };
}
