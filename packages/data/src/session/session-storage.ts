/**
 * Client-side memory that is not a cookie: the username of this tab's session (session
 * storage, so that the confirm-code page can resend a code after a reload) and, per username,
 * the invitations the user has already seen (local storage, so that the pending-invites page
 * is shown once per invitation, not on every visit). Storage can be unavailable (private
 * modes, quotas): every helper then degrades to "nothing stored".
 */
const usernameKey = 'meridian.username';
const draftKey = (name: string, username: string | null) => `meridian.draft.${name}.${username ?? ''}`;
const viewedInvitesKey = (username: string) => `meridian.viewedInvites.${username}`;

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or blocked storage: the app works without it, only less conveniently.
  }
}

export function getStoredUsername(): string | null {
  const username = read('session', usernameKey);
  return username ? username : null;
}

export function setStoredUsername(username: string | null): void {
  write('session', usernameKey, username ? username : null);
}

/** The ids of the invitations this user has already seen on this device. */
export function getViewedInvites(username: string | null): string[] {
  if (!username) return [];
  const text = read('local', viewedInvitesKey(username));
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Records invitations as seen by this user; ids already recorded are kept once. */
export function markInvitesViewed(username: string | null, inviteIds: readonly string[]): void {
  if (!username || inviteIds.length === 0) return;
  const viewed = new Set(getViewedInvites(username));
  for (const id of inviteIds) viewed.add(id);
  write('local', viewedInvitesKey(username), JSON.stringify([...viewed]));
}

/** The pending invitations this user has not seen yet. */
export function unseenInvites(pending: readonly string[], viewed: readonly string[]): string[] {
  const seen = new Set(viewed);
  return pending.filter((id) => !seen.has(id));
}

/**
 * A form's draft kept for this tab (session storage), under `name` and the tab's username: a
 * reload resumes the form, and another account signed in later in the tab does not see it. The
 * caller checks the value's shape: storage is the user's to change.
 */
export function getSessionDraft(name: string): unknown {
  const text = read('session', draftKey(name, getStoredUsername()));
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Keeps a draft for this tab (`null` forgets it). */
export function setSessionDraft(name: string, value: unknown): void {
  write('session', draftKey(name, getStoredUsername()), value === null ? null : JSON.stringify(value));
}
