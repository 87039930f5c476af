/**
 * The identity provider of tier verification, behind one interface. The server opens a session
 * for a person or a business, the person completes it on the provider's hosted page (on this
 * device, or on a phone through a handoff address), and the provider tells the outcome through a
 * signed webhook. Every provider's vocabulary is normalised to the seven states of
 * `VERIFICATION_STATES`.
 *
 * The protocol spoken over HTTP (`httpIdentityProvider`; the sandbox speaks it too):
 * - `POST {url}/sessions` with `Authorization: Bearer <secret>` and
 *   `{reference, subject, level, jurisdiction, returnUrl}` answers `{id, url, expiresAt}`;
 * - `GET {url}/sessions/{id}` answers `{id, status, reasons, retryable, expiresAt}`;
 * - the webhook is a POST of `{deliveryId, sessionId, reference, status, reasons, retryable}`
 *   signed in `x-identity-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 *   with the same secret; a signature older than five minutes is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CountryCode, VerificationLevel, VerificationState, VerificationSubject } from '@meridian/contract';

export interface Jurisdiction {
  country: CountryCode | null;
  region: string | null;
}

export interface CreateSessionInput {
  /** The workspace: the provider's reference, sent back with each decision. */
  companyId: string;
  subject: VerificationSubject;
  level: VerificationLevel;
  jurisdiction: Jurisdiction;
  /** Where the hosted page sends the person when they are done. */
  returnUrl: string;
}

export interface ProviderSession {
  sessionId: string;
  hostedUrl: string;
  expiresAt: Date;
}

export interface ProviderSessionState {
  sessionId: string;
  state: VerificationState;
  reasons: string[];
  retryable: boolean;
  expiresAt: Date | null;
}

/** A webhook's decision, once its signature is checked. */
export interface ProviderDecision {
  /** The provider's id of this delivery: the same delivery sent again is recognised. */
  deliveryId: string;
  sessionId: string;
  /** The workspace the provider was told the session is for. */
  reference: string;
  state: VerificationState;
  reasons: string[];
  retryable: boolean;
}

export interface IdentityProvider {
  readonly name: 'sandbox' | 'http';
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  getSession(sessionId: string): Promise<ProviderSessionState>;
  /** Checks the signature and reads the decision; throws `WebhookRefused` on anything wrong. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderDecision;
}

/** The provider could not be reached, or answered something unusable. */
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

/** A webhook refused: a bad or old signature, or a body that says nothing usable. */
export class WebhookRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefused';
  }
}

export const SIGNATURE_HEADER = 'x-identity-signature';
/** How old a webhook's signature may be. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The header value signing `rawBody` at `timestamp` (seconds). */
export function signWebhook(secret: string, rawBody: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Whether the signature header signs `rawBody` with `secret`, within the tolerance of `now`. */
export function checkSignature(secret: string, rawBody: string, header: string | undefined, now: Date): void {
  if (!header) throw new WebhookRefused('no signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookRefused('malformed signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookRefused('signature too old');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookRefused('bad signature');
}

/** Providers' words for where a check stands, each to one of the seven states. */
const STATE_WORDS: Record<string, VerificationState> = {
  not_started: 'not_started',
  created: 'not_started',
  in_progress: 'in_progress',
  started: 'in_progress',
  pending: 'in_progress',
  under_review: 'under_review',
  in_review: 'under_review',
  review: 'under_review',
  needs_review: 'under_review',
  approved: 'approved',
  completed: 'approved',
  verified: 'approved',
  action_required: 'action_required',
  resubmission_requested: 'action_required',
  resubmit: 'action_required',
  retry: 'action_required',
  rejected: 'rejected',
  declined: 'rejected',
  failed: 'rejected',
  expired: 'expired',
  abandoned: 'expired',
};

/** A provider's status in one of the seven states, or null for a word no provider uses. */
export function normaliseState(status: unknown): VerificationState | null {
  if (typeof status !== 'string') return null;
  return (
    STATE_WORDS[
      status
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    ] ?? null
  );
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const reasonsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((reason): reason is string => typeof reason === 'string')
        .map((reason) => reason.slice(0, 200))
        .slice(0, 10)
    : [];

/** Reads a signed decision of the protocol above (shared by the HTTP provider and the sandbox). */
export function readDecision(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): ProviderDecision {
  checkSignature(secret, rawBody, header(headers, SIGNATURE_HEADER), now);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    throw new WebhookRefused('body is not a JSON object');
  }
  const state = normaliseState(body.status);
  const { deliveryId, sessionId, reference } = body;
  if (typeof deliveryId !== 'string' || deliveryId.length === 0 || deliveryId.length > 200)
    throw new WebhookRefused('no delivery id');
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 200)
    throw new WebhookRefused('no session id');
  if (typeof reference !== 'string') throw new WebhookRefused('no reference');
  if (!state) throw new WebhookRefused('unknown status');
  return {
    deliveryId,
    sessionId,
    reference,
    state,
    reasons: reasonsOf(body.reasons),
    retryable: body.retryable === true,
  };
}

const TIMEOUT_MS = 10_000;

/** A provider's API over HTTP, with its secret. */
export function httpIdentityProvider(options: {
  url: string;
  secret: string;
  now: () => Date;
  fetch?: typeof fetch;
}): IdentityProvider {
  const doFetch = options.fetch ?? fetch;
  const call = async (path: string, init: RequestInit): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await doFetch(`${options.url}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.secret}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`identity provider unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ProviderUnavailable(`identity provider answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null) throw new ProviderUnavailable('identity provider answered no JSON');
    return body as Record<string, unknown>;
  };
  const date = (value: unknown): Date | null => {
    const parsed = typeof value === 'string' ? new Date(value) : null;
    return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  };
  return {
    name: 'http',
    async createSession(input) {
      const body = await call('/sessions', {
        method: 'POST',
        body: JSON.stringify({
          reference: input.companyId,
          subject: input.subject,
          level: input.level,
          jurisdiction: input.jurisdiction,
          returnUrl: input.returnUrl,
        }),
      });
      const expiresAt = date(body.expiresAt);
      if (typeof body.id !== 'string' || typeof body.url !== 'string' || !expiresAt || !/^https?:\/\//.test(body.url))
        throw new ProviderUnavailable('identity provider answered an unusable session');
      return { sessionId: body.id, hostedUrl: body.url, expiresAt };
    },
    async getSession(sessionId) {
      const body = await call(`/sessions/${encodeURIComponent(sessionId)}`, { method: 'GET' });
      const state = normaliseState(body.status);
      if (!state) throw new ProviderUnavailable('identity provider answered an unknown status');
      return {
        sessionId,
        state,
        reasons: reasonsOf(body.reasons),
        retryable: body.retryable === true,
        expiresAt: date(body.expiresAt),
      };
    },
    verifyWebhook(rawBody, headers) {
      return readDecision(options.secret, rawBody, headers, options.now());
    },
  };
}
