/** What `firstPageReady` needs of a react-router data router. */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has its first page (its guard run, its code loaded), or after
 * `timeoutMs` if that takes longer. The entry awaits it before the first render, so that the
 * first paint is the page itself rather than the loading spinner replaced a moment later: on a
 * phone that second render is main-thread work after the first paint, and the page's chunks were
 * fetched with the entry anyway (first-load.ts). Past the timeout (a slow guard), the spinner
 * shows as before.
 */
export function firstPageReady(router: StartingRouter, timeoutMs = 4000): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

/**
 * Resolves in a later task of the event loop (a message to itself, which the browser does not
 * clamp as it does nested timers): the code after `await nextTask()` runs in a task of its own,
 * after the browser has had a turn.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser has drawn a frame with what the page showed when it was called (in a
 * task after the second animation frame from now: the first is the frame being prepared, the
 * second comes once it has been presented), or after `timeoutMs` when no frame comes (a tab in
 * the background draws none).
 */
export function afterNextPaint(timeoutMs = 300): Promise<void> {
  // Whichever comes first resolves it; the other then does nothing.
  return new Promise((resolve) => {
    setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
