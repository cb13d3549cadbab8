// What the virtual account page's stories files share: the payment, the mock backend and the Idempotency-Keys
// it saw, the pages /that leads to, the code's region.
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { within } from 'storybook/test';
import { virtualAccount } from '@loan-h5/api';
import { createMockStore, DEFAULT_ORDER_ID, endpointPattern, type MockMarket } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import VirtualAccountPage from './VirtualAccountPage';
import { clearBridge, recordingBridge } from './pageStoryDecorators';
import { SLOW_LOAD_MS } from './pageStoryPlays';

export const bridge = recordingBridge();
export const store = createMockStore();

export type Globals = Record<string, unknown>;
export const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
/** The amount each market's story pays (numeric text, as the pay pages pass it). */
export const AMOUNT = '1568250';
export const PAGE = `/that?amount=${AMOUNT}&productId=1&orderId=${DEFAULT_ORDER_ID}`;
const METHOD_KEYS = ['payType', 'payCode', 'specificNum', 'isDefault'];

/** Stands in for the pages /that leads to (the chooser, customer service, the bill): shows where it led. */
function ElsewhereProbe() {
  const { pathname, search } = useLocation();
  return <p data-elsewhere="">{`${pathname}${search}`}</p>;
}

/** The meta's `render` of every virtual account stories file: /that, and probes where it leads. */
export const renderWithElsewhere = () => (
  <Routes>
    <Route path="/that" element={<VirtualAccountPage />} />
    <Route path="/individual" element={<ElsewhereProbe />} />
    <Route path="/customerService" element={<ElsewhereProbe />} />
    <Route path="/repayPlan" element={<ElsewhereProbe />} />
  </Routes>
);

/** generate-vcode requests that reached the backend, each with its Idempotency-Key. */
export const keys: string[] = [];
let failuresLeft = 0;
/** The next `count` generate-vcode requests fail (HTTP 500). */
export function failNextVcodes(count: number) {
  failuresLeft = count;
}
export const recordKeys = http.post(endpointPattern(virtualAccount, '/gateway'), ({ request }) => {
  keys.push(request.headers.get('idempotency-key') ?? '');
  if (failuresLeft <= 0) return undefined;
  failuresLeft -= 1;
  return new HttpResponse(null, { status: 500 });
});

export const vcodeCalls = () => store.calls.filter((c) => c.endpoint === 'generate-vcode');

/** The meta's `beforeEach` of every virtual account stories file. */
export function resetVirtualAccountStory() {
  clearBridge(bridge);
  store.reset();
  keys.length = 0;
  failuresLeft = 0;
  // Pay cleared the method before opening /that (spec 9): the default applies.
  for (const key of METHOD_KEYS) localStorage.removeItem(key);
  localStorage.setItem('isDefault', '1');
  return () => {
    for (const key of METHOD_KEYS) localStorage.removeItem(key);
  };
}

export const codeRegion = (canvasElement: HTMLElement, globals: Globals, payType: 'bank' | 'market') =>
  within(canvasElement).findByRole(
    'region',
    { name: storyText({ globals })(payType === 'bank' ? 'repay.va.codeBank' : 'repay.va.codeMarket') },
    { timeout: SLOW_LOAD_MS * 3 },
  );
