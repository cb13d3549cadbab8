import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { NetworkError } from '@loan-h5/api';
import { LocaleProvider, ThemeProvider, ToastHost } from '@loan-h5/screens';
import { en } from '@loan-h5/screens/i18n/en';
import { BridgeProvider } from '../bridge/BridgeContext';
import { browserBridge } from '../bridge/browserBridge';
import type { NativeBridge } from '../bridge/NativeBridge';
import { useOneAtATime } from '../data/useOneAtATime';
import { useLeavePage, useOpenServerLink } from './usePageActions';

function fakeBridge(): NativeBridge {
  return {
    ...browserBridge(window),
    name: 'android',
    openPage: vi.fn(() => true),
    close: vi.fn(() => true),
    goHome: vi.fn(),
  };
}

const probe = { navigate: (() => {}) as NavigateFunction };
function Probe() {
  const navigate = useNavigate();
  useEffect(() => {
    probe.navigate = navigate;
  });
  return null;
}

function LeavingPage() {
  const leave = useLeavePage();
  return <button onClick={leave}>Back</button>;
}

function renderPage(ui: React.ReactNode, bridge: NativeBridge, path = '/relevant') {
  render(
    <ThemeProvider>
      <LocaleProvider locale="en" messages={en}>
        <BridgeProvider bridge={bridge}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/loanDetails" element={<h1>Loan details</h1>} />
              <Route path="*" element={ui} />
            </Routes>
            <Probe />
          </MemoryRouter>
        </BridgeProvider>
        <ToastHost />
      </LocaleProvider>
    </ThemeProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useLeavePage', () => {
  it('closes the webview when the native app opened this page', async () => {
    const bridge = fakeBridge();
    renderPage(<LeavingPage />, bridge);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(bridge.close).toHaveBeenCalledTimes(1);
  });

  it('goes back to the previous page when this one was opened inside the app', async () => {
    const bridge = fakeBridge();
    renderPage(<LeavingPage />, bridge, '/loanDetails');
    await act(() => probe.navigate('/relevant'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Loan details' })).toBeInTheDocument();
    expect(bridge.close).not.toHaveBeenCalled();
  });
});

describe('useOpenServerLink', () => {
  function Opener({ url }: { url: string }) {
    const open = useOpenServerLink();
    return (
      <button onClick={() => open(/^https?:/.test(url) ? { kind: 'open', url } : { kind: 'unsafe' })}>
        Open
      </button>
    );
  }

  it('opens an http(s) address through the app', async () => {
    const bridge = fakeBridge();
    renderPage(<Opener url="https://lender.example/apply" />, bridge);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(bridge.openPage).toHaveBeenCalledWith('https://lender.example/apply');
  });

  it("keeps the borrower's language on this site's own pages", async () => {
    const bridge = fakeBridge();
    const own = `${window.location.origin}/loanDetails?orderId=7`;
    renderPage(<Opener url={own} />, bridge, '/loanConfirm?lang=1');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(bridge.openPage).toHaveBeenCalledWith(`${own}&lang=1`);
  });

  it('tells the borrower when an address is refused and opens nothing', async () => {
    const bridge = fakeBridge();
    renderPage(<Opener url="javascript:alert(1)" />, bridge);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(en['error.unsafeLink'])).toBeInTheDocument();
    expect(bridge.openPage).not.toHaveBeenCalled();
  });
});

describe('useOneAtATime', () => {
  function Action({ action }: { action: () => Promise<void> }) {
    const oneAtATime = useOneAtATime();
    return <button onClick={() => void oneAtATime(action)}>Apply</button>;
  }

  it('ignores a second tap while the first runs, and takes the next one after', async () => {
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(<Action action={action} />, fakeBridge());
    const button = screen.getByRole('button', { name: 'Apply' });
    await userEvent.dblClick(button);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await userEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('tells the borrower when the action fails', async () => {
    const action = () => Promise.reject(new NetworkError('product-apply'));
    renderPage(<Action action={action} />, fakeBridge());
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(en['error.network'])).toBeInTheDocument();
  });
});
