import { useEffect, useState } from 'react';
import { useRefreshStorageLinks } from './user-storage-links-refresh-mutation';

/** How long before a stored file's link expires it is renewed. */
export const STORAGE_LINK_RENEWAL_LEAD_MS = 5 * 60_000;
/** How long a failed renewal waits before the next try. */
export const STORAGE_LINK_RETRY_MS = 60_000;

/**
 * When a signed link to a stored file stops working (ms since the epoch), from its `expires`
 * parameter (`…/storage/<key>?expires=<ms>&signature=<hex>`); null for a link without one.
 */
export function storageLinkExpiry(url: string): number | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const expires = new URLSearchParams(url.slice(query + 1)).get('expires');
  return expires !== null && /^\d{1,15}$/.test(expires) ? Number(expires) : null;
}

/**
 * Keeps the signed user's picture link working on a page left open: renews it
 * (`GET /user/refresh-storage-links`, which writes the new link into the cached user)
 * `STORAGE_LINK_RENEWAL_LEAD_MS` before it expires, at once when that time has passed (a laptop
 * waking up, a tab brought back), and again a minute after a failure. Pass the cached user's
 * `profileImageUrl`; nothing is scheduled without one.
 */
export function useFreshStorageLinks(profileImageUrl: string | null | undefined): void {
  const { trigger } = useRefreshStorageLinks();
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    const expiry = profileImageUrl ? storageLinkExpiry(profileImageUrl) : null;
    if (expiry === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const renew = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      trigger().catch(() => {
        timer = setTimeout(() => setRetries((count) => count + 1), STORAGE_LINK_RETRY_MS);
      });
    };
    const due = () => Date.now() >= expiry - STORAGE_LINK_RENEWAL_LEAD_MS;
    // A timer does not run while the computer sleeps: a page shown again checks the time itself.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && due()) renew();
    };
    timer = setTimeout(renew, Math.max(0, expiry - STORAGE_LINK_RENEWAL_LEAD_MS - Date.now()));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [profileImageUrl, retries, trigger]);
}
