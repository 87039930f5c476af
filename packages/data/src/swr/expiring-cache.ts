import type { Cache, State } from 'swr';

/** Cached data is kept 5 minutes (docs/product.md). */
export const cacheLifetime = 5 * 60_000;

export interface ExpiringCache {
  /** The SWR cache (pass it as the `provider`). */
  cache: Cache;
  /** Marks a key as in use by a mounted hook; call the returned function when it unmounts. */
  retain(key: string): () => void;
}

/**
 * An SWR cache that forgets data nobody has used for `lifetime` ms: an entry expires once no
 * mounted hook reads it and it has neither been written nor released for that long. Data on
 * screen therefore never disappears under the reader (SWR keeps it fresh by revalidating),
 * while a screen opened again after the lifetime starts from a clean load instead of showing
 * old figures. Expiry is checked lazily on reads, so no timer runs.
 */
export function createExpiringCache({ lifetime = cacheLifetime, now = Date.now } = {}): ExpiringCache {
  const entries = new Map<string, State>();
  const touched = new Map<string, number>();
  const users = new Map<string, number>();

  function expireIfDue(key: string) {
    const at = touched.get(key);
    if (at === undefined || (users.get(key) ?? 0) > 0) return;
    if (now() - at >= lifetime) {
      entries.delete(key);
      touched.delete(key);
    }
  }

  const cache: Cache = {
    keys() {
      for (const key of [...entries.keys()]) expireIfDue(key);
      return entries.keys();
    },
    get(key) {
      expireIfDue(key);
      return entries.get(key);
    },
    set(key, value) {
      entries.set(key, value);
      touched.set(key, now());
    },
    delete(key) {
      entries.delete(key);
      touched.delete(key);
    },
  };

  function retain(key: string) {
    users.set(key, (users.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (users.get(key) ?? 1) - 1;
      if (left > 0) users.set(key, left);
      else users.delete(key);
      if (entries.has(key)) touched.set(key, now());
    };
  }

  return { cache, retain };
}
