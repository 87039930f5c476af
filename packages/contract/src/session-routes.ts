// The session's own routes, renewal and log-out, in a module of their own: the API client renews
// the session from every page (the payer's checkout page included) and every signed-in page can
// log out, and a module is placed whole in one chunk, so the first load would otherwise carry
// every sign-up, log-in and password route with its structs. auth-routes.ts lists these routes
// and their paths among its own, in the same places.
import { AuthSessionResponse, EmptyRequest, OkResponse } from './auth';
import { route } from './route-definition';

/** Their paths, which auth-routes.ts's `authPaths` lists with the area's others. */
export const sessionPaths = { logout: '/auth/logout', refreshSession: '/auth/refresh-session' } as const;

export const logoutRoute = route({
  method: 'POST',
  path: sessionPaths.logout,
  summary: 'Revoke the session and clear the cookies',
  session: 'optional',
  request: EmptyRequest,
  status: 200,
  response: OkResponse,
  errors: [],
});

export const refreshSessionRoute = route({
  method: 'POST',
  path: sessionPaths.refreshSession,
  summary: 'Rotate the session token and extend the access lifetime',
  session: 'optional',
  request: EmptyRequest,
  status: 200,
  response: AuthSessionResponse,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
});
