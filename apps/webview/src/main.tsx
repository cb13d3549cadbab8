import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { localeFromLangFlag, type Locale, type Messages } from '@loan-h5/screens';
import { createAppRouter } from './routes/router';
import { BridgeProvider } from './bridge/BridgeContext';
import { detectBridge } from './bridge/detectBridge';

/** Only the language on screen is downloaded: each dictionary is its own chunk. */
function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en'
    ? import('@loan-h5/screens/i18n/en').then((m) => m.en)
    : import('@loan-h5/screens/i18n/id').then((m) => m.id);
}

const locale = localeFromLangFlag(new URLSearchParams(window.location.search).get('lang'));
document.documentElement.lang = locale;
// Both apps register their bridge before the page loads, so it is chosen once, here.
const bridge = detectBridge(window);

void loadMessages(locale).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BridgeProvider bridge={bridge}>
        <RouterProvider router={createAppRouter(locale, messages)} />
      </BridgeProvider>
    </StrictMode>,
  );
});
