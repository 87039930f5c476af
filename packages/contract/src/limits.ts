/**
 * Rate limits a route declares: at most `max` requests per `windowSeconds` for each caller
 * (`user`: the signed-in account; `ip`: the client's address; `path`: one object the path names). Over the limit the server answers
 * 429 RATE_LIMITED with `retryAfterSeconds` and a `Retry-After` header, before the handler runs.
 * A request refused for another reason (validation, permission, conflict) does not count.
 */
export interface RouteLimit {
  /** Names the counter; two routes with the same name and `per` share it. */
  name: string;
  /** `path`: the value of the path parameter `param` (a payment link's slug); `apiKey`: the key a public route is called with. */
  per: 'user' | 'ip' | 'path' | 'apiKey';
  param?: string;
  max: number;
  windowSeconds: number;
}

export const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the API, in one place (docs/decisions.md, "Rate limits"). Login failures,
 * resent codes and texts per account have their own rules (LOGIN_MAX_FAILURES, the one-minute
 * cooldown, PHONE_CODES_PER_DAY).
 */
export const RATE_LIMITS = {
  /** New profile pictures: each is decoded and re-encoded, and stored. */
  profileImageUser: { name: 'profile-image', per: 'user', max: 20, windowSeconds: HOUR },
  profileImageIp: { name: 'profile-image', per: 'ip', max: 60, windowSeconds: HOUR },
  /** New workspaces. */
  workspaceUser: { name: 'create-workspace', per: 'user', max: 10, windowSeconds: DAY },
  workspaceIp: { name: 'create-workspace', per: 'ip', max: 30, windowSeconds: DAY },
  /** Invitations: each sends a mail to an address the sender chose. */
  inviteUser: { name: 'invite', per: 'user', max: 50, windowSeconds: HOUR },
  inviteIp: { name: 'invite', per: 'ip', max: 150, windowSeconds: HOUR },
  /** Phone codes across accounts: each is a paid text message to a number the caller chose. */
  phoneCodeIp: { name: 'phone-code', per: 'ip', max: 20, windowSeconds: HOUR },
  /** Codes for a new account address: each mails an address the person chose. */
  emailChangeUser: { name: 'email-change', per: 'user', max: 10, windowSeconds: DAY },
  emailChangeIp: { name: 'email-change', per: 'ip', max: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RouteLimit>;

/**
 * Open checkout sessions (open, unpaid, not expired) a link holds, counted when one is opened:
 * at most `perClient` per client address (a client asking again with the same choices gets its
 * own open session back instead of a new one) and `perLink` in all. Sessions that are paid,
 * being paid or expired never count, so a client can hold no more than `perClient` of the
 * `perLink`: it takes `perLink / perClient` addresses to fill a link, and a new customer pays
 * as soon as one of the open sessions expires (20 minutes in the coin).
 */
export const CHECKOUT_OPEN_SESSIONS = { perClient: 5, perLink: 200 } as const;

/**
 * Sign-ups, counted by the handler once the body is read: per client address and per e-mail
 * address (a body field, so not a route-declared limit). Every attempt counts, refused or not.
 */
export const SIGNUP_LIMITS = {
  perClient: { max: 100, windowSeconds: HOUR },
  perAddress: { max: 5, windowSeconds: HOUR },
} as const;
