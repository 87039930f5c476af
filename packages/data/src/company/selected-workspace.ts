import { CookieName, type CompanySummary } from '@meridian/contract';
import { useSyncExternalStore } from 'react';
import { readDocumentCookies, readSessionFacts } from '../session/cookies';

/**
 * The selected workspace lives in the readable `selectedWorkspaceId` cookie (docs/product.md,
 * "Sessions"), which the API also writes (on login, on refresh while the user is still a member, after
 * creating or joining a workspace). The client writes it when the person switches workspace.
 */
const listeners = new Set<() => void>();

function notify() {
  for (const listener of [...listeners]) listener();
}

/** The selected workspace's id as the cookie holds it, or null. */
export function readSelectedWorkspaceId(cookies: string = readDocumentCookies()): string | null {
  return readSessionFacts(cookies).selectedWorkspaceId;
}

/**
 * Selects a workspace: writes the readable cookie `selectedWorkspaceId` (path `/`,
 * SameSite=Lax, Secure on https). The client cannot read the max-age the API gives its
 * cookies, so this one lasts for the browser session; the API rewrites it, with its own
 * lifetime, on the next refresh. `null` clears the choice.
 */
export function selectWorkspace(companyId: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const value = companyId ? encodeURIComponent(companyId) : '';
  const expiry = companyId ? '' : '; Max-Age=0';
  document.cookie = `${CookieName.selectedWorkspaceId}=${value}; Path=/; SameSite=Lax${expiry}${secure}`;
  notify();
}

/**
 * Tells readers of `useSelectedWorkspaceId` that the cookie may have changed (an API answer
 * rewrote it).
 */
export function notifySelectedWorkspaceChanged(): void {
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The selected workspace id from the cookie, re-rendering when `selectWorkspace` changes it. */
export function useSelectedWorkspaceId(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readSelectedWorkspaceId(),
    () => null,
  );
}

/**
 * The workspace to show: the selected one when the user still belongs to it, otherwise the
 * first of their workspaces; `undefined` without any.
 */
export function pickWorkspace<W extends Pick<CompanySummary, 'id'>>(
  workspaces: readonly W[],
  selectedId: string | null,
): W | undefined {
  return workspaces.find((workspace) => workspace.id === selectedId) ?? workspaces[0];
}
