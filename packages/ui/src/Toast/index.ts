export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  createToastQueue,
  TOAST_KIND_TONES,
  toast,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastContent,
  type ToastKind,
  type ToastOptions,
  type ToastProviderProps,
  type ToastQueue,
  type ToastQueueOptions,
  type ToastType,
} from './ToastQueue';
