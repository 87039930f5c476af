/**
 * The sandbox identity provider, for local runs and `npm start` (never in production): served by
 * this API itself. Its hosted page (`GET /identity-sandbox/:sessionId`), clearly labelled as a
 * sandbox, lets the person choose the outcome (approve, ask to resubmit, reject, keep in review);
 * the sandbox then POSTs the signed webhook to this API's webhook route over loopback, as a real
 * provider would, with a secret of its own drawn at start. Its sessions live in memory: a
 * restarted API forgets them (start the verification again).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ApiPath, buildApiPath } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxPage } from '../http/sandbox-page';
import { escapeHtml } from '../mail/templates/layout';
import {
  readDecision,
  signWebhook,
  type CreateSessionInput,
  type IdentityProvider,
  type ProviderSessionState,
} from './provider';

/** How long a sandbox session can be completed. */
const SESSION_HOURS = 24;

interface SandboxSession extends CreateSessionInput {
  id: string;
  status: string;
  reasons: string[];
  retryable: boolean;
  expiresAt: Date;
}

/** The outcomes the hosted page offers, as the sandbox's provider words them. */
const OUTCOMES = {
  approve: { label: 'Approve', status: 'approved', reasons: [], retryable: false },
  resubmit: {
    label: 'Ask to resubmit',
    status: 'resubmission_requested',
    reasons: ['The document photo is blurred: take it again in good light.'],
    retryable: true,
  },
  reject: {
    label: 'Reject',
    status: 'declined',
    reasons: ['The document could not be verified.'],
    retryable: false,
  },
  review: { label: 'Keep in review', status: 'in_review', reasons: [], retryable: false },
} as const;
type Outcome = keyof typeof OUTCOMES;

export interface SandboxProvider extends IdentityProvider {
  /** Where this API is reached on loopback (set once it listens): the webhook's target. */
  setWebhookTarget(url: string): void;
  /** The hosted page of a session (`GET /identity-sandbox/:sessionId`). */
  hostedPage(sessionId: string): SandboxPage;
  /** The outcome the person chose on the page (`POST`), sent to this API as the signed webhook. */
  decide(sessionId: string, body: unknown, log: FastifyBaseLogger): Promise<SandboxPage>;
}

/** A page of the sandbox and the status it is answered with. */
export interface SandboxPage {
  status: number;
  html: string;
}

export function sandboxIdentityProvider(options: {
  /** The API's public base (`http://127.0.0.1:5173/api`): the hosted page's address starts with it. */
  publicApiBase: string;
  now: () => Date;
}): SandboxProvider {
  const secret = randomBytes(32).toString('hex');
  const sessions = new Map<string, SandboxSession>();
  let webhookTarget: string | null = null;

  const live = (id: string) => {
    const session = sessions.get(id);
    return session && session.expiresAt > options.now() ? session : undefined;
  };

  async function sendWebhook(session: SandboxSession): Promise<void> {
    if (!webhookTarget) throw new Error('the sandbox has no webhook target yet');
    const raw = JSON.stringify({
      deliveryId: randomUUID(),
      sessionId: session.id,
      reference: session.companyId,
      status: session.status,
      reasons: session.reasons,
      retryable: session.retryable,
    });
    const timestamp = Math.floor(options.now().getTime() / 1000);
    const response = await fetch(webhookTarget, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-identity-signature': signWebhook(secret, raw, timestamp) },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the webhook was answered ${response.status}`);
  }

  return {
    name: 'sandbox',
    setWebhookTarget(url) {
      webhookTarget = url;
    },
    async createSession(input) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      const expiresAt = new Date(options.now().getTime() + SESSION_HOURS * 3600_000);
      sessions.set(id, { ...input, id, status: 'started', reasons: [], retryable: false, expiresAt });
      return {
        sessionId: id,
        hostedUrl: `${options.publicApiBase}${buildApiPath(ApiPath.identitySandbox, { sessionId: id })}`,
        expiresAt,
      };
    },
    async getSession(sessionId): Promise<ProviderSessionState> {
      const session = sessions.get(sessionId);
      if (!session) return { sessionId, state: 'expired', reasons: [], retryable: true, expiresAt: null };
      return {
        sessionId,
        state: session.status === 'approved' ? 'approved' : 'in_progress',
        reasons: session.reasons,
        retryable: session.retryable,
        expiresAt: session.expiresAt,
      };
    },
    verifyWebhook(rawBody, headers) {
      return readDecision(secret, rawBody, headers, options.now());
    },
    hostedPage(sessionId) {
      const session = live(sessionId);
      if (!session)
        return {
          status: 404,
          html: sandboxPage(
            'Sandbox verification not found',
            '<h1>Sandbox verification not found</h1><p>This sandbox session is unknown or expired. Start the verification again in Meridian.</p>',
          ),
        };
      const what =
        session.subject === 'business'
          ? `the business${session.level === 'gold' ? ' (enhanced verification, Gold)' : ' (Silver)'}`
          : 'a person (Silver)';
      const jurisdiction = [session.jurisdiction.country, session.jurisdiction.region].filter(Boolean).join(', ');
      const buttons = (Object.keys(OUTCOMES) as Outcome[])
        .map((key) => `<button type="submit" name="outcome" value="${key}">${OUTCOMES[key].label}</button>`)
        .join('\n');
      return {
        status: 200,
        html: sandboxPage(
          'Sandbox identity verification',
          [
            '<h1>Sandbox identity verification</h1>',
            `<p>This is Meridian's sandbox identity provider: no document is asked and nothing is checked. Choose the outcome the provider would decide for ${escapeHtml(what)}.</p>`,
            jurisdiction ? `<dl><dt>Jurisdiction</dt><dd>${escapeHtml(jurisdiction)}</dd></dl>` : '',
            `<form method="post">${buttons}</form>`,
          ].join('\n'),
        ),
      };
    },
    async decide(sessionId, body, log) {
      const session = live(sessionId);
      if (!session)
        return {
          status: 404,
          html: sandboxPage('Sandbox verification not found', '<h1>Sandbox verification not found</h1>'),
        };
      // One of the page's own outcomes, as the page sends it: never a name the object has
      // from its prototype (toString, constructor, __proto__), nor an array or object.
      const outcome = body && typeof body === 'object' ? (body as Record<string, unknown>).outcome : undefined;
      if (typeof outcome !== 'string' || !Object.hasOwn(OUTCOMES, outcome))
        return {
          status: 400,
          html: sandboxPage(
            'Sandbox',
            '<h1>Choose one of the outcomes</h1><p>Go back and press one of the buttons.</p>',
          ),
        };
      const chosen = OUTCOMES[outcome as Outcome];
      Object.assign(session, {
        status: chosen.status,
        reasons: [...chosen.reasons],
        retryable: chosen.retryable,
      });
      try {
        await sendWebhook(session);
      } catch (error) {
        log.error({ err: error }, 'identity sandbox: the webhook could not be delivered');
        return {
          status: 502,
          html: sandboxPage(
            'Sandbox',
            '<h1>The decision could not be sent</h1><p>Meridian did not accept it. Try again.</p>',
          ),
        };
      }
      return {
        status: 200,
        html: sandboxPage(
          'Sandbox decision sent',
          [
            `<h1>Decision sent: ${escapeHtml(chosen.label)}</h1>`,
            '<p>The sandbox sent its signed decision to Meridian. The verification page on your computer already shows it.</p>',
            `<p><a href="${escapeHtml(session.returnUrl)}">Return to Meridian</a></p>`,
          ].join('\n'),
        ),
      };
    },
  };
}
