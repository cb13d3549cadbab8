import { NotFoundScreen, useText } from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';

/**
 * A path with no page. Inside the native app the way out closes the webview (home if the app cannot
 * close it); in a plain browser there is no app to return to, so it leads to the site's home (`/`).
 */
export function NotFound() {
  const bridge = useBridge();
  const t = useText();
  const title = <title>{t('notFound.title')}</title>;
  if (bridge.name === 'browser')
    return (
      <>
        {title}
        <NotFoundScreen onGoHome={() => bridge.goHome()} />
      </>
    );
  return (
    <>
      {title}
      <NotFoundScreen
        onClose={() => {
          if (!bridge.close()) bridge.goHome();
        }}
      />
    </>
  );
}
