import { readSessionCookies, type SessionCookies } from '@meridian/contract';

/**
 * The facts the server keeps in readable cookies (docs/product.md, "Sessions"): `sessionExpiry`,
 * `sessionRefreshThreshold`, `userActionsRequired`, `pendingInvites`, `userWorkspaces` and
 * `selectedWorkspaceId`. The session token itself is HttpOnly and never visible here; these
 * cookies only tell the client what state the session is in, so that it can route and refresh
 * without a round trip. Parsing is the contract's (the server reads the same format): damaged
 * values read as missing (null or []), and a missing cookie means signed out, not refreshable.
 */
export type SessionFacts = SessionCookies;

/** What a client without any cookie knows. */
export const signedOutFacts: SessionFacts = readSessionCookies('');

/** Reads the session facts from a cookie string, by default the document's cookies. */
export function readSessionFacts(cookieHeader: string = readDocumentCookies()): SessionFacts {
  return readSessionCookies(cookieHeader);
}

/** `document.cookie`, or nothing outside a browser. */
export function readDocumentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
