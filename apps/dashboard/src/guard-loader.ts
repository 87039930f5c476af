import {
  clientErrorCodes,
  getStoredUsername,
  getViewedInvites,
  isApiError,
  readDocumentCookies,
  readSessionFacts,
  type ApiClient,
} from '@meridian/data';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { decideRoute } from './guards';
import { loginWithRedirect } from './paths';

export interface GuardEnvironment {
  now?: () => number;
  cookies?: () => string;
}

/**
 * The root route's loader: runs the route guard before every navigation. A `refresh` decision
 * renews the session silently and decides again; when the session cannot be renewed, the
 * person goes to the login page, which brings them back here afterwards.
 */
export function createGuardLoader(
  client: ApiClient,
  { now = Date.now, cookies = readDocumentCookies }: GuardEnvironment = {},
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decide = () =>
      decideRoute({
        path: url.pathname,
        search: url.search,
        facts: readSessionFacts(cookies()),
        now: now(),
        viewedInvites: getViewedInvites(getStoredUsername()),
      });
    const toLogin = () => redirect(loginWithRedirect(url.pathname + url.search));

    let decision = decide();
    if (decision.type === 'refresh') {
      try {
        await client.refreshSession();
      } catch (error) {
        if (isApiError(error) && error.code === clientErrorCodes.sessionExpired) throw toLogin();
        throw error;
      }
      decision = decide();
      // The refresh went through but the cookies still say "refresh": never loop.
      if (decision.type === 'refresh') throw toLogin();
    }
    if (decision.type === 'redirect') throw redirect(decision.to);
    return null;
  };
}
