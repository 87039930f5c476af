/**
 * One session refresh at a time across the tabs of a browser (docs/decisions.md, "Staying
 * signed in"). The tabs share their cookies, so a tab that waited for another's refresh finds the
 * renewed session (or, after a refusal, none) in its cookies and sends no refresh of its own.
 *
 * The Web Locks API holds the lock where the browser has it (every current browser, on https and
 * on localhost). Elsewhere a BroadcastChannel announces each refresh to the other tabs, which
 * wait for its end (at most `BROADCAST_WAIT_MS`) before going on: best effort, since two tabs can
 * start within the same instant, which the server's grace for a just-replaced token covers.
 */

/** Runs `task` while no other tab of this browser runs one under the same lock. */
export type TabLock = <T>(task: () => Promise<T>) => Promise<T>;

export const SESSION_REFRESH_LOCK = 'meridian.session-refresh';
/** How long a tab waits for another tab's announced refresh before going on without it. */
export const BROADCAST_WAIT_MS = 10_000;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const pageLocks = new Map<string, TabLock>();

/**
 * The page's lock of that name (one per page, whichever clients share it): Web Locks, else a
 * BroadcastChannel, else none (a single page, such as a test's).
 */
export function browserTabLock(name: string = SESSION_REFRESH_LOCK): TabLock {
  let lock = pageLocks.get(name);
  if (!lock) {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (locks && typeof locks.request === 'function') lock = (task) => locks.request(name, task);
    else if (typeof BroadcastChannel === 'function') lock = broadcastTabLock(name);
    else lock = (task) => task();
    pageLocks.set(name, lock);
  }
  return lock;
}

type Announcement = { type: 'start' | 'end'; id: string };

/** The fallback: a refresh another tab announced is waited for; this tab's own are announced. */
export function broadcastTabLock(name: string = SESSION_REFRESH_LOCK, waitMs: number = BROADCAST_WAIT_MS): TabLock {
  const channel = new BroadcastChannel(name);
  /** The refreshes other tabs have started and not yet ended. */
  const running = new Set<string>();
  const waiters = new Set<() => void>();
  let mine: Promise<unknown> = Promise.resolve();
  channel.onmessage = (event: MessageEvent<Announcement>) => {
    const { type, id } = event.data;
    if (type === 'start') running.add(id);
    else running.delete(id);
    if (running.size === 0) for (const wake of [...waiters]) wake();
  };
  const othersDone = () =>
    running.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            running.clear();
            resolve();
          };
          const timer = setTimeout(wake, waitMs);
          waiters.add(wake);
        });
  return <T>(task: () => Promise<T>): Promise<T> => {
    // This tab's own tasks run one after another, each after the other tabs' announced ones.
    const turn = mine.then(othersDone, othersDone).then(async () => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      channel.postMessage({ type: 'start', id } satisfies Announcement);
      try {
        return await task();
      } finally {
        channel.postMessage({ type: 'end', id } satisfies Announcement);
      }
    });
    mine = turn.catch(() => undefined);
    return turn;
  };
}
