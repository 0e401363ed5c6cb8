export {
  Toast,
  Toaster,
  TOAST_TONES,
  TOAST_DEFAULT_DURATION,
  type ToastItem,
  type ToastProps,
  type ToasterProps,
  type ToastTone,
} from './Toast';
