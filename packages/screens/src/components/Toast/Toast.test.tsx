import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { ToastHost, useToast } from './Toast';
import { TOAST_SHORT_MS, createToastStore, showToast, toastStore, type ToastStore } from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toastStore.clear());
  vi.useRealTimers();
});

function SaveButton({ store }: { store: ToastStore }) {
  const toast = useToast(store);
  return (
    <button type="button" onClick={() => toast.show('Complaint submitted')}>
      Submit
    </button>
  );
}

describe('ToastHost', () => {
  it('announces a message politely and hides it when its time is up', () => {
    const store = createToastStore();
    renderWithProviders(<ToastHost store={store} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      store.show('Network error, please try again', { duration: TOAST_SHORT_MS });
    });
    expect(status).toHaveTextContent('Network error, please try again');
    act(() => vi.advanceTimersByTime(TOAST_SHORT_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('draws a server message’s bold, and no other markup', () => {
    const store = createToastStore();
    renderWithProviders(<ToastHost store={store} />);
    act(() => {
      store.show('<img src=x onerror=alert(1)><b>Failed</b>');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Failed$/);
    expect(status.querySelector('img')).toBeNull();
    expect(status.querySelector('b')).toHaveTextContent('Failed');
  });

  it('shows queued messages one after another, never two at once', () => {
    const store = createToastStore();
    renderWithProviders(<ToastHost store={store} />);
    act(() => {
      store.show('First', { duration: 1000 });
      store.show('Second', { duration: 1000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^First$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent(/^Second$/);
  });

  it('shows what a component asks for through useToast', () => {
    const store = createToastStore();
    renderWithProviders(
      <>
        <SaveButton store={store} />
        <ToastHost store={store} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Submit' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Complaint submitted');
  });

  it('shows what code outside React sends with showToast, on the default queue', () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      showToast('Request timed out', { duration: TOAST_SHORT_MS });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Request timed out');
  });
});
