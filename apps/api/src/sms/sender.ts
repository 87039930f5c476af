import { randomUUID } from 'node:crypto';
import type { Language, SmsKind } from '@meridian/contract';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';

export interface OutgoingSms {
  /** The number without separators (`normalizePhoneNumber`). */
  to: string;
  kind: SmsKind;
  language: Language;
  text: string;
}

/** The text message did not go out; `reason` is for the log, never for the client. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: 'not_configured' | 'unreachable' | 'refused',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

export interface SmsSender {
  /** `gateway`: SMS_URL; `outbox`: kept for GET /dev/sms-outbox; `disabled`: production without SMS_URL. */
  readonly mode: 'gateway' | 'outbox' | 'disabled';
  /**
   * Sends one message and resolves once the gateway accepted it (unlike mail, the caller waits:
   * a code that never left must not be announced as sent). Rejects with `SmsDeliveryError`.
   */
  send(message: OutgoingSms): Promise<void>;
}

/** How long the gateway may take to accept a message. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/**
 * POSTs `{to, body}` as JSON to the gateway. The URL's user and password (percent-decoded) go
 * in an `Authorization: Basic` header, never in the request line; any 2xx answer counts as
 * accepted, anything else (another status, a redirect, a network error, no answer within
 * `timeoutMs`) as a failed send.
 */
export function gatewaySender(options: { url: string; log: FastifyBaseLogger; timeoutMs?: number }): SmsSender {
  const target = new URL(options.url);
  const username = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  target.username = '';
  target.password = '';
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (username || password) {
    headers.authorization = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
  }
  const timeoutMs = options.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS;
  return {
    mode: 'gateway',
    send: async (message) => {
      let response: Response;
      try {
        response = await fetch(target, {
          method: 'POST',
          headers: { ...headers, 'content-language': message.language },
          body: JSON.stringify({ to: message.to, body: message.text }),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        options.log.error({ err: error, kind: message.kind }, 'SMS gateway unreachable');
        throw new SmsDeliveryError('unreachable', 'The SMS gateway could not be reached', { cause: error });
      }
      // The answer's body is not used; drop it so the connection is freed.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) {
        options.log.error({ status: response.status, kind: message.kind }, 'SMS gateway refused the message');
        throw new SmsDeliveryError('refused', `The SMS gateway answered ${response.status}`);
      }
      options.log.info({ status: response.status, kind: message.kind }, 'text message sent');
    },
  };
}

/** Without SMS_URL outside production: messages go to the `sms_outbox` table and the log. */
export function outboxSender(options: { db: Db; clock: Clock; log: FastifyBaseLogger }): SmsSender {
  return {
    mode: 'outbox',
    send: async (message) => {
      const id = randomUUID();
      await options.db.insert(smsOutbox).values({
        id,
        recipient: message.to,
        kind: message.kind,
        language: message.language,
        body: message.text,
        createdAt: options.clock.now(),
      });
      options.log.info({ smsOutboxId: id, to: message.to, text: message.text }, 'text message kept in outbox');
    },
  };
}

/** Production without SMS_URL: nothing is sent, and the caller says so. */
export function disabledSender(): SmsSender {
  return {
    mode: 'disabled',
    send: async () => {
      throw new SmsDeliveryError('not_configured', 'SMS_URL is not set');
    },
  };
}

export async function listSmsOutbox(db: Db, limit = 100) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.seq)).limit(limit);
}
