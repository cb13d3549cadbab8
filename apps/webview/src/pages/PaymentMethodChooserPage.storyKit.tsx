// What the payment method page's stories files share: the payment, the mock backend, /that standing in, Confirm.
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { createMockStore, DEFAULT_ORDER_ID, type MockMarket } from '@loan-h5/api/mocks';
import { Button, useText } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import PaymentMethodChooserPage from './PaymentMethodChooserPage';
import { FROM_PAYMENT_STATE, methodChooserRoute } from './paymentMethodRoutes';
import { clearBridge, recordingBridge } from './pageStoryDecorators';
import { SLOW_LOAD_MS } from './pageStoryPlays';

export const bridge = recordingBridge();
export const store = createMockStore();

export type Globals = Record<string, unknown>;
export const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
export const QUERY = `amount=1568250&productId=1&orderId=${DEFAULT_ORDER_ID}&display=1`;
const METHOD_KEYS = ['payType', 'payCode', 'specificNum', 'isDefault'];

/**
 * /that stands in here: it shows where Confirm led, and how (a replace keeps the chooser out of history; a
 * chooser /that opened goes back to that same entry), and opens the chooser as /that does.
 */
function PaymentProbe() {
  const { pathname, search, key } = useLocation();
  const how = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <p data-payment-page={how} data-entry={key}>{`${pathname}${search}`}</p>
      <Button onClick={() => void navigate(methodChooserRoute(search), { state: FROM_PAYMENT_STATE })}>
        {useText()('repay.va.changeMethod')}
      </Button>
    </>
  );
}

/** The meta's `render` of every payment method stories file: /individual, and /that standing in. */
export const renderWithPaymentPage = () => (
  <Routes>
    <Route path="/individual" element={<PaymentMethodChooserPage />} />
    <Route path="/that" element={<PaymentProbe />} />
  </Routes>
);

/** The shared part of the meta's `beforeEach` of every payment method stories file. */
export function resetChooserStory() {
  clearBridge(bridge);
  store.reset();
  for (const key of METHOD_KEYS) localStorage.removeItem(key);
  localStorage.setItem('isDefault', '1');
  return () => {
    for (const key of METHOD_KEYS) localStorage.removeItem(key);
  };
}

export const confirmButton = async (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).findByRole(
    'button',
    { name: storyText({ globals })('common.confirm') },
    { timeout: SLOW_LOAD_MS * 3 },
  );

/** Back on /that with the same payment, by replace. */
export async function expectBackOnPayment(canvasElement: HTMLElement, globals: Globals) {
  const probe = await waitFor(() => {
    const found = canvasElement.querySelector('[data-payment-page]');
    if (!found) throw new Error('not back on /that yet');
    return found;
  });
  await expect(probe).toHaveAttribute('data-payment-page', 'REPLACE');
  const target = new URL(probe.textContent ?? '', 'https://h5.test');
  await expect(target.pathname).toBe('/that');
  await expect(Object.fromEntries(target.searchParams)).toEqual({
    ...Object.fromEntries(new URLSearchParams(QUERY)),
    lang: globals.locale === 'id' ? '0' : '1',
  });
}
