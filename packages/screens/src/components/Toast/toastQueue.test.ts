import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_MS, TOAST_SHORT_MS, createToastStore, showToast, toastStore } from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  toastStore.clear();
  vi.useRealTimers();
});

const shown = (store: ReturnType<typeof createToastStore>) => store.getSnapshot()?.message ?? null;

describe('toast queue', () => {
  it('uses 3 s by default and 2 s for general messages', () => {
    expect(TOAST_DEFAULT_MS).toBe(3000);
    expect(TOAST_SHORT_MS).toBe(2000);
  });

  it('shows a message for the default 3 seconds', () => {
    const store = createToastStore();
    store.show('Network error, please try again');
    expect(shown(store)).toBe('Network error, please try again');
    vi.advanceTimersByTime(TOAST_DEFAULT_MS - 1);
    expect(shown(store)).toBe('Network error, please try again');
    vi.advanceTimersByTime(1);
    expect(shown(store)).toBeNull();
  });

  it('shows one toast at a time, each for its own duration, in order', () => {
    const store = createToastStore();
    store.show('First', { duration: TOAST_SHORT_MS });
    store.show('Second', { duration: 500 });
    store.show('Third');
    expect(shown(store)).toBe('First');
    vi.advanceTimersByTime(TOAST_SHORT_MS);
    expect(shown(store)).toBe('Second');
    vi.advanceTimersByTime(499);
    expect(shown(store)).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(shown(store)).toBe('Third');
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(shown(store)).toBeNull();
  });

  it('tells subscribers each time the toast on screen changes, until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('First', { duration: 100 });
    store.show('Second', { duration: 100 });
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(shown(store)).toBeNull();
  });

  it('keeps the same snapshot object while nothing changes', () => {
    const store = createToastStore();
    store.show('Saved');
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('drops a repeat of the message showing or last waiting', () => {
    const store = createToastStore();
    expect(store.show('Network error')).not.toBeNull();
    expect(store.show('Network error')).toBeNull();
    store.show('Server busy');
    expect(store.show('Server busy')).toBeNull();
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(shown(store)).toBe('Server busy');
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(shown(store)).toBeNull();
  });

  it('ignores empty messages and trims spaces', () => {
    const store = createToastStore();
    expect(store.show('   ')).toBeNull();
    expect(shown(store)).toBeNull();
    store.show('  Saved \n');
    expect(shown(store)).toBe('Saved');
  });

  it('falls back to the default duration for a nonsense one', () => {
    const store = createToastStore();
    store.show('Saved', { duration: Number.NaN });
    expect(store.getSnapshot()?.duration).toBe(TOAST_DEFAULT_MS);
    store.dismiss();
    store.show('Again', { duration: -5 });
    expect(store.getSnapshot()?.duration).toBe(TOAST_DEFAULT_MS);
  });

  it('hides the current toast early and moves on, or drops a waiting one', () => {
    const store = createToastStore();
    store.show('First');
    const second = store.show('Second');
    store.show('Third', { duration: 100 });
    store.dismiss(second!);
    store.dismiss();
    expect(shown(store)).toBe('Third');
    // The first toast's timer must not cut the third one short.
    vi.advanceTimersByTime(99);
    expect(shown(store)).toBe('Third');
    vi.advanceTimersByTime(1);
    expect(shown(store)).toBeNull();
  });

  it('clears everything at once', () => {
    const store = createToastStore();
    store.show('First');
    store.show('Second');
    store.clear();
    expect(shown(store)).toBeNull();
    vi.advanceTimersByTime(TOAST_DEFAULT_MS * 2);
    expect(shown(store)).toBeNull();
  });

  it('keeps separate stores apart; showToast feeds the default store', () => {
    const isolated = createToastStore();
    showToast('From an API error handler', { duration: TOAST_SHORT_MS });
    expect(shown(toastStore)).toBe('From an API error handler');
    expect(shown(isolated)).toBeNull();
    vi.advanceTimersByTime(TOAST_SHORT_MS);
    expect(shown(toastStore)).toBeNull();
  });
});
