import { is, string } from 'superstruct';
import { UserAction, type UserAction as UserActionType } from './user';

/**
 * Cookies the API sets. `session` is HttpOnly (the opaque session token); the others are
 * readable by scripts and carry the client-side facts the product relies on. Readable values are
 * `encodeURIComponent` of their text: numbers as decimal milliseconds, lists as JSON.
 */
export const CookieName = {
  /** HttpOnly, SameSite=Lax, Secure outside local development. Never readable by scripts. */
  session: 'meridian_session',
  /** Millisecond timestamp when the access lifetime ends. */
  sessionExpiry: 'sessionExpiry',
  /** Millisecond timestamp after which the client refreshes (2 minutes before expiry). */
  sessionRefreshThreshold: 'sessionRefreshThreshold',
  /** JSON list of `UserAction`. */
  userActionsRequired: 'userActionsRequired',
  /** JSON list of the ids of the pending invitations addressed to the user's (confirmed) e-mail address. */
  pendingInvites: 'pendingInvites',
  /** JSON list of the workspace ids the user belongs to, earliest joined first. */
  userWorkspaces: 'userWorkspaces',
  /**
   * The selected workspace id, empty when none. The client may set it itself to switch
   * workspace; the server keeps it while the user is a member, otherwise it picks the
   * earliest-joined workspace.
   */
  selectedWorkspaceId: 'selectedWorkspaceId',
} as const;

export type CookieName = (typeof CookieName)[keyof typeof CookieName];

/** Access lifetime of a session token. */
export const SESSION_ACCESS_LIFETIME_MS = 15 * 60 * 1000;
/** The refresh threshold sits this long before the access expiry. */
export const SESSION_REFRESH_LEAD_MS = 2 * 60 * 1000;
/** A refresh works within this long of the token's issue (inactivity limit). */
export const SESSION_IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
/** A refresh works within this long of the login (absolute limit). */
export const SESSION_ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long a token a refresh has just replaced still answers a refresh with the same new token
 * (tabs refreshing at once); presented later, it revokes its family as a stolen token would.
 */
export const SESSION_REFRESH_GRACE_MS = 30 * 1000;

/** The readable cookies, decoded. Missing or unreadable values come back as null or []. */
export interface SessionCookies {
  sessionExpiry: number | null;
  sessionRefreshThreshold: number | null;
  userActionsRequired: UserActionType[];
  pendingInvites: string[];
  userWorkspaces: string[];
  selectedWorkspaceId: string | null;
}

/** Splits a `document.cookie` / `Cookie` header string into decoded name-value pairs. */
export function parseCookieHeader(header: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in result) continue;
    const raw = part.slice(index + 1).trim();
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
}

function parseTimestamp(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

function parseJsonList<T>(value: string | undefined, guard: (item: unknown) => item is T): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(guard) : [];
  } catch {
    return [];
  }
}

const isUserAction = (item: unknown): item is UserActionType => is(item, UserAction);
const isString = (item: unknown): item is string => is(item, string());

/** Reads the session facts from `document.cookie` (or a `Cookie` header). */
export function readSessionCookies(header: string): SessionCookies {
  const cookies = parseCookieHeader(header);
  return {
    sessionExpiry: parseTimestamp(cookies[CookieName.sessionExpiry]),
    sessionRefreshThreshold: parseTimestamp(cookies[CookieName.sessionRefreshThreshold]),
    userActionsRequired: parseJsonList(cookies[CookieName.userActionsRequired], isUserAction),
    pendingInvites: parseJsonList(cookies[CookieName.pendingInvites], isString),
    userWorkspaces: parseJsonList(cookies[CookieName.userWorkspaces], isString),
    selectedWorkspaceId: cookies[CookieName.selectedWorkspaceId] || null,
  };
}

/** Valid while the expiry is in the future (docs/product.md, "Sessions"). */
export function isSessionValid(cookies: Pick<SessionCookies, 'sessionExpiry'>, now: number): boolean {
  return cookies.sessionExpiry !== null && cookies.sessionExpiry > now;
}

/** Refreshable once the threshold has passed; a missing cookie means not refreshable. */
export function isSessionRefreshable(cookies: Pick<SessionCookies, 'sessionRefreshThreshold'>, now: number): boolean {
  return cookies.sessionRefreshThreshold !== null && cookies.sessionRefreshThreshold <= now;
}

/** For the live channel: valid, threshold not passed, no required action. */
export function isSessionActive(cookies: SessionCookies, now: number): boolean {
  return (
    isSessionValid(cookies, now) && !isSessionRefreshable(cookies, now) && cookies.userActionsRequired.length === 0
  );
}
