import { isSessionActive, isSessionRefreshable } from '@meridian/contract';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../client/api-client';
import { clientErrorCodes, isApiError, sessionExpiredError } from '../client/api-error';
import { reloadNotifications } from '../notifications/notifications-reload-signal';
import { readSessionFacts } from '../session/cookies';
import { useDataContext } from '../swr/DataProvider';
import type { ExpiringCache } from '../swr/expiring-cache';
import { changedKeys } from './changed-keys';
import { LiveChannel, liveUrl, SignedOutError, type LiveSocketFactory, type LiveState } from './live-channel';

export interface LiveChannelHookOptions {
  /** Whether the person is signed in (the channel is open only then); true by default. */
  enabled?: boolean;
  /** Called on `reload_notifications`; by default every mounted notification hook reloads. */
  onReloadNotifications?: () => void;
  /** Opens a socket (tests); the browser's WebSocket by default. */
  createSocket?: LiveSocketFactory;
}

/**
 * Before each attempt: nothing to do with an active session; one past its refresh threshold is
 * refreshed first; nobody signed in (or a step still required) means no channel. After the
 * server closed the channel because its session ended (`sessionEnded`: its access ran out, or
 * it was revoked: a logout in another tab, a stolen token's reuse), the session is renewed
 * whatever the cookies say, and a refusal is a `SignedOutError` marked `ended`.
 */
export async function prepareSession(
  client: ApiClient,
  now: () => number = Date.now,
  sessionEnded = false,
): Promise<void> {
  const facts = readSessionFacts();
  if (!sessionEnded) {
    if (facts.userActionsRequired.length > 0) throw new SignedOutError();
    if (isSessionActive(facts, now())) return;
    if (!isSessionRefreshable(facts, now())) throw new SignedOutError();
  }
  try {
    await client.refreshSession();
  } catch (error) {
    // Refused: the session is over. Anything else (the network) is worth another attempt.
    if (isApiError(error) && error.code === clientErrorCodes.sessionExpired) throw new SignedOutError(sessionEnded);
    throw error;
  }
  if (readSessionFacts().userActionsRequired.length > 0) throw new SignedOutError();
}

/**
 * Matches every query the cache holds except notifications (a mutation's state is never a
 * match): what the channel revalidates when it opens or re-opens, since a change made before
 * then (while the page's data loaded, or while the channel was down) sent no message this
 * page heard. SWR reloads only those a mounted hook reads. Notifications reload through
 * `onReloadNotifications`, as on `reload_notifications`.
 */
function openQueryKeys(key: unknown): boolean {
  if (!Array.isArray(key)) return false;
  const [resource, id, kind] = key as unknown[];
  return resource !== 'notifications' && id !== 'mutation' && kind !== 'mutation';
}

/** Revalidates the cached queries `matches` names (SWR's code loaded on first use). */
async function revalidate(cache: ExpiringCache, matches: (key: unknown) => boolean): Promise<void> {
  const { cacheMutator } = await import('../swr/cache-mutate');
  await cacheMutator(cache)(matches);
}

/**
 * The live channel of the signed-in person, open while `enabled` and the component is mounted
 * (docs/decisions.md, "The live channel"): `changed` revalidates the cached queries of its
 * topics, so open pages refresh without polling; `reload_notifications` calls
 * `onReloadNotifications` (the notification list and the bell's count reload). Each time the
 * channel opens (the first time, and again after a drop) every open query is revalidated once
 * and the notifications reload: a change made before the channel could tell (while the page's
 * data loaded, or while it was down) is not missed. Returns the channel's state: closed, open or error.
 */
export function useLiveChannel({
  enabled = true,
  onReloadNotifications = reloadNotifications,
  createSocket,
}: LiveChannelHookOptions = {}): LiveState {
  const { client, cache, onSessionExpired } = useDataContext();
  const sessionExpired = useRef(onSessionExpired);
  const [state, setState] = useState<LiveState>('closed');
  const reload = useRef(onReloadNotifications);
  useEffect(() => {
    reload.current = onReloadNotifications;
    sessionExpired.current = onSessionExpired;
  });

  useEffect(() => {
    if (!enabled) return;
    const channel = new LiveChannel({
      url: liveUrl(client.baseUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href),
      createSocket,
      prepare: ({ sessionEnded }) =>
        prepareSession(client, Date.now, sessionEnded).catch((error: unknown) => {
          // The session was ended under the page: the person is sent to log in, as after a failed load.
          if (error instanceof SignedOutError && error.ended) sessionExpired.current?.(sessionExpiredError(error));
          throw error;
        }),
      onStateChange: (next) => {
        setState(next);
        if (next !== 'open') return;
        // Opened or re-opened: whatever changed before now is read again, once.
        void revalidate(cache, openQueryKeys);
        reload.current?.();
      },
      onMessage: (message) => {
        if (message.type === 'reload_notifications') reload.current?.();
        else void revalidate(cache, changedKeys(message));
      },
    });
    channel.start();
    return () => {
      channel.stop();
      setState('closed');
    };
  }, [enabled, client, cache, createSocket]);

  return state;
}
