export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  createToastQueue,
  toast,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastContent,
  type ToastOptions,
  type ToastProviderProps,
  type ToastQueue,
  type ToastQueueOptions,
  type ToastType,
} from './ToastQueue';
