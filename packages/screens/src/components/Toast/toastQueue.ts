/**
 * The toast queue: one message on screen at a time, the next one after the current one hides.
 * No React and no DOM, so an API error handler can call `showToast` and tests can drive it with fake timers.
 */

/** How long a toast stays when no duration is given. */
export const TOAST_DEFAULT_MS = 3000;
/** General messages (a server's error text, a short confirmation). */
export const TOAST_SHORT_MS = 2000;

export interface ToastOptions {
  /** Milliseconds on screen; `TOAST_DEFAULT_MS` unless set. */
  duration?: number;
}

export interface Toast {
  id: number;
  /** Plain text, shown as text (never parsed as HTML). */
  message: string;
  duration: number;
}

export interface ToastStore {
  /** For `useSyncExternalStore`: called whenever the toast on screen changes. */
  subscribe: (listener: () => void) => () => void;
  /** The toast on screen, or null. */
  getSnapshot: () => Toast | null;
  /**
   * Queues a message; returns its id, or null when nothing was queued: an empty message, or the same
   * text as the one showing or last waiting (a burst of failing requests shows "Network error" once).
   */
  show: (message: string, options?: ToastOptions) => number | null;
  /** Hides the toast `id` (the one showing by default) early; the next one follows. */
  dismiss: (id?: number) => void;
  /** Hides everything and empties the queue. */
  clear: () => void;
}

export function createToastStore(): ToastStore {
  let current: Toast | null = null;
  let waiting: Toast[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const advance = () => {
    stopTimer();
    current = waiting.shift() ?? null;
    if (current) {
      const { id, duration } = current;
      timer = setTimeout(() => {
        if (current?.id === id) advance();
      }, duration);
    }
    emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => current,
    show(message, options = {}) {
      const text = String(message ?? '').trim();
      if (!text) return null;
      const last = waiting[waiting.length - 1] ?? current;
      if (last?.message === text) return null;
      const { duration } = options;
      const toast: Toast = {
        id: nextId++,
        message: text,
        duration:
          duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : TOAST_DEFAULT_MS,
      };
      waiting.push(toast);
      if (!current) advance();
      return toast.id;
    },
    dismiss(id) {
      if (id === undefined || id === current?.id) {
        if (current) advance();
        return;
      }
      waiting = waiting.filter((toast) => toast.id !== id);
    },
    clear() {
      stopTimer();
      waiting = [];
      if (current) {
        current = null;
        emit();
      }
    },
  };
}

/** The app-wide queue that `ToastHost` shows by default. */
export const toastStore: ToastStore = createToastStore();

/** Shows a toast from code outside React (an API error handler): `showToast(message, { duration: TOAST_SHORT_MS })`. */
export function showToast(message: string, options?: ToastOptions): number | null {
  return toastStore.show(message, options);
}
