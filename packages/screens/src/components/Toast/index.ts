export { ToastHost, useToast, type ToastHostProps, type ToastApi } from './Toast';
export {
  TOAST_DEFAULT_MS,
  TOAST_SHORT_MS,
  createToastStore,
  toastStore,
  showToast,
  type Toast,
  type ToastOptions,
  type ToastStore,
} from './toastQueue';
