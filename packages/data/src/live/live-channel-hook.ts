import { isSessionActive, isSessionRefreshable } from '@meridian/contract';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../client/api-client';
import { clientErrorCodes, isApiError } from '../client/api-error';
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
 * refreshed first; nobody signed in (or a step still required) means no channel.
 */
export async function prepareSession(client: ApiClient, now: () => number = Date.now): Promise<void> {
  const facts = readSessionFacts();
  if (facts.userActionsRequired.length > 0) throw new SignedOutError();
  if (isSessionActive(facts, now())) return;
  if (!isSessionRefreshable(facts, now())) throw new SignedOutError();
  try {
    await client.refreshSession();
  } catch (error) {
    // Refused: the session is over. Anything else (the network) is worth another attempt.
    if (isApiError(error) && error.code === clientErrorCodes.sessionExpired) throw new SignedOutError();
    throw error;
  }
}

/** Revalidates the cached queries a `changed` message names (SWR's code loaded on first use). */
async function revalidate(cache: ExpiringCache, matches: (key: unknown) => boolean): Promise<void> {
  const { cacheMutator } = await import('../swr/cache-mutate');
  await cacheMutator(cache)(matches);
}

/**
 * The live channel of the signed-in person, open while `enabled` and the component is mounted
 * (docs/decisions.md, "The live channel"): `changed` revalidates the cached queries of its
 * topics, so open pages refresh without polling; `reload_notifications` calls
 * `onReloadNotifications` (the notification list and the bell's count reload). Returns the channel's state: closed, open or error.
 */
export function useLiveChannel({
  enabled = true,
  onReloadNotifications = reloadNotifications,
  createSocket,
}: LiveChannelHookOptions = {}): LiveState {
  const { client, cache } = useDataContext();
  const [state, setState] = useState<LiveState>('closed');
  const reload = useRef(onReloadNotifications);
  useEffect(() => {
    reload.current = onReloadNotifications;
  });

  useEffect(() => {
    if (!enabled) return;
    const channel = new LiveChannel({
      url: liveUrl(client.baseUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href),
      createSocket,
      prepare: () => prepareSession(client),
      onStateChange: setState,
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
