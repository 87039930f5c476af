import { UserActionValue } from '@meridian/contract';
import { isSessionRefreshable, isSessionValid, unseenInvites, type SessionFacts } from '@meridian/data';
import { createWorkspaceFlag, loginWithRedirect, normalizePath, paths, publicAuthPages, safeRedirect } from './paths';

export interface GuardInput {
  /** The location's pathname. */
  path: string;
  /** The location's query string, with or without the leading `?`. */
  search: string;
  /** The session cookies' facts. */
  facts: SessionFacts;
  /** Now, in ms. */
  now: number;
  /** Invitations this user has already seen on this device. */
  viewedInvites: readonly string[];
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Refresh the session silently, then decide again. */
  | { type: 'refresh' };

const allow: GuardDecision = { type: 'allow' };
const redirectTo = (to: string): GuardDecision => ({ type: 'redirect', to });
/** Stay when already there (no redirect loop), otherwise go. */
const stayOrGo = (page: string, target: string, keep: readonly string[] = [target]) =>
  keep.includes(page) ? allow : redirectTo(target);

/** Pages a signed-in person is sent away from (rule 4), besides onboarding. */
const signedOutOnlyPages: readonly string[] = [
  paths.login,
  paths.signup,
  paths.passwordResetStart,
  paths.passwordResetComplete,
];

/**
 * The route guard of docs/product.md, rules in order; the first that applies decides.
 * 1. Valid session with a required action: code confirmation goes to the confirm-code page;
 *    password update goes to the forgot/update-password page, query kept (the
 *    reset-complete page is allowed too, to finish the update).
 * 2. Signed in without workspaces: onboarding.
 * 3. Signed in with pending invites not yet seen here: pending invites.
 * 4. Signed in on login, signup, password-reset pages, or onboarding while having
 *    workspaces: the dashboard (on login, the safe `redirect` target when there is one). The
 *    exception is onboarding's create flow asked for from the workspace menu
 *    (`/onboarding?create`): someone with workspaces may create another.
 * 5. Session not valid and the page is not a public auth page (trailing slash ignored):
 *    refresh silently when the refresh threshold has passed, otherwise go to login with the
 *    original path (and query) as `redirect`.
 * Then `/` leads to the dashboard; everything else is allowed.
 */
export function decideRoute({ path, search, facts, now, viewedInvites }: GuardInput): GuardDecision {
  const page = normalizePath(path);
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;

  if (isSessionValid(facts, now)) {
    // Rule 1. Confirming the account comes before anything else the user owes.
    const actions = facts.userActionsRequired;
    if (actions.includes(UserActionValue.CONFIRM_CODE_VERIFICATION)) return stayOrGo(page, paths.confirmCode);
    if (actions.includes(UserActionValue.UPDATE_PASSWORD)) {
      return stayOrGo(page, paths.passwordResetStart + query, [paths.passwordResetStart, paths.passwordResetComplete]);
    }
    // Rule 2.
    if (facts.userWorkspaces.length === 0) return stayOrGo(page, paths.onboarding);
    // Rule 3.
    if (unseenInvites(facts.pendingInvites, viewedInvites).length > 0) return stayOrGo(page, paths.pendingInvites);
    // Rule 4.
    if (page === paths.login)
      return redirectTo(safeRedirect(new URLSearchParams(query).get('redirect')) ?? paths.dashboard);
    if (signedOutOnlyPages.includes(page)) return redirectTo(paths.dashboard);
    if (page === paths.onboarding && !new URLSearchParams(query).has(createWorkspaceFlag))
      return redirectTo(paths.dashboard);
    return page === paths.root ? redirectTo(paths.dashboard) : allow;
  }

  // Rule 5.
  if (publicAuthPages.includes(page)) return allow;
  if (isSessionRefreshable(facts, now)) return { type: 'refresh' };
  return redirectTo(loginWithRedirect(page === paths.root ? '' : page + query));
}
