// The one way to say "the caller's notifications changed, load them again": the live channel
// calls `reloadNotifications()` on a `reload_notifications` message, and marking read calls it
// too. Every mounted notification hook (the list, the bell's count) listens and reloads.

/** Fires a `reload` event whenever the caller's notifications may have changed. */
export const notificationsReloadSignal = new EventTarget();

const RELOAD = 'reload';

/** Asks every mounted notification hook (the list, the unread count) to load again. */
export function reloadNotifications(): void {
  notificationsReloadSignal.dispatchEvent(new Event(RELOAD));
}

/** Calls `listener` on each reload request; returns the unsubscribe. */
export function onNotificationsReload(listener: () => void): () => void {
  notificationsReloadSignal.addEventListener(RELOAD, listener);
  return () => notificationsReloadSignal.removeEventListener(RELOAD, listener);
}
