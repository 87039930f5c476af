import { createContext, useContext, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

import type { Tone } from '../theme/vocabulary';

/**
 * The toast types as the product names them (success, error, info, warning, default), each with
 * the tone it is drawn in: the design system says `danger` for error and `neutral` for default.
 * A toast is raised, queued and marked (`data-type`) by its type; only its colour and icon come
 * from the tone.
 */
export const TOAST_KIND_TONES = {
  success: 'success',
  error: 'danger',
  info: 'info',
  warning: 'warning',
  default: 'neutral',
} as const satisfies Record<string, Tone>;

/** A toast type in the product's words: `success`, `error`, `info`, `warning` or `default`. */
export type ToastType = keyof typeof TOAST_KIND_TONES;

/** The same as `ToastType`. */
export type ToastKind = ToastType;

/** What a queued toast shows. */
export interface ToastContent {
  type: ToastType;
  title: ReactNode;
  description?: ReactNode;
}

export interface ToastOptions {
  /** A second line under the title. */
  description?: ReactNode;
  /**
   * Milliseconds before the toast closes itself, counted while it is visible and paused while
   * the pointer is over the toasts or focus is in them. `0` keeps it until it is closed.
   * Defaults to the queue's duration (3000 ms).
   */
  duration?: number;
  /** Called when the toast closes, by itself or by the person. */
  onClose?: () => void;
}

/** Shows toasts. Each call returns the toast's key, for `close`. */
export interface ToastApi {
  success(title: ReactNode, options?: ToastOptions): string;
  /** Something failed (drawn in the `danger` tone). */
  error(title: ReactNode, options?: ToastOptions): string;
  /** Nothing special (drawn in the `neutral` tone). */
  default(title: ReactNode, options?: ToastOptions): string;
  info(title: ReactNode, options?: ToastOptions): string;
  warning(title: ReactNode, options?: ToastOptions): string;
  /** Closes one toast. */
  close(key: string): void;
  /** Closes every toast, visible or waiting. */
  clear(): void;
}

/** A queue of toasts: the API to add them, and the store a `ToastRegion` renders. */
export interface ToastQueue extends ToastApi {
  /** @internal The react-aria queue a `ToastRegion` subscribes to. */
  readonly queue: RACToastQueue<ToastContent>;
}

export interface ToastQueueOptions {
  /** How many toasts show at once; the others wait their turn. @default 5 */
  maxVisible?: number;
  /** The default `duration` of this queue's toasts, in milliseconds; `0` keeps them until closed. @default 3000 */
  duration?: number;
}

/** Toasts last 3000 ms unless told otherwise (docs/product.md). */
export const DEFAULT_TOAST_DURATION = 3000;

/**
 * Creates an independent queue. The app uses the shared `toast`; a test or story can create
 * its own and hand it to `ToastProvider` so its toasts stay separate.
 */
export function createToastQueue({
  maxVisible = 5,
  duration: defaultDuration = DEFAULT_TOAST_DURATION,
}: ToastQueueOptions = {}): ToastQueue {
  const queue = new RACToastQueue<ToastContent>({ maxVisibleToasts: maxVisible });
  const add =
    (type: ToastType) =>
    (title: ReactNode, { description, duration = defaultDuration, onClose }: ToastOptions = {}) => {
      // react-aria starts no timer for a falsy timeout; a non-finite one would fire at once.
      const timeout = Number.isFinite(duration) && duration > 0 ? duration : undefined;
      return queue.add({ type, title, description }, { timeout, onClose });
    };
  return {
    queue,
    success: add('success'),
    error: add('error'),
    default: add('default'),
    info: add('info'),
    warning: add('warning'),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/**
 * The application's toast queue: `toast.success('Payment link copied')` from anywhere, with one
 * `ToastRegion` rendered near the root.
 */
export const toast: ToastQueue = createToastQueue();

const ToastQueueContext = createContext<ToastQueue>(toast);

export interface ToastProviderProps {
  /** The queue that `useToast()` and `ToastRegion` use below this provider. */
  queue: ToastQueue;
  children: ReactNode;
}

/** Points `useToast()` and `ToastRegion` at another queue than the shared `toast`. */
export function ToastProvider({ queue, children }: ToastProviderProps) {
  return <ToastQueueContext.Provider value={queue}>{children}</ToastQueueContext.Provider>;
}

/** The toast API of the nearest `ToastProvider`, or the shared `toast` queue. */
export function useToast(): ToastQueue {
  return useContext(ToastQueueContext);
}
