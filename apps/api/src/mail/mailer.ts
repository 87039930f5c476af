import { randomUUID } from 'node:crypto';
import type { Language, MailKind } from '@meridian/contract';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  language: Language;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (escaped text: see `renderMail`). */
  html?: string;
  /** A Reply-To address, with or without a display name. */
  replyTo?: string;
}

/** C0 and C1 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const HEADER_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A header the mailer was asked to build with a character that could end it or start another. */
export class UnsafeMailHeaderError extends Error {
  constructor(readonly header: string) {
    super(`refused to send a mail: the ${header} header contains a control character`);
    this.name = 'UnsafeMailHeaderError';
  }
}

/**
 * Every header built from a mail's fields (recipient, subject, reply-to, sender, display names
 * in them) must be free of control characters: a line break there would end the header and let
 * the text after it add headers or a body. Such a mail is refused, never sent or kept.
 */
export function assertSafeHeaders(mail: OutgoingMail, from?: string): void {
  const headers: [string, string | undefined][] = [
    ['To', mail.to],
    ['Subject', mail.subject],
    ['Reply-To', mail.replyTo],
    ['From', from],
  ];
  for (const [name, value] of headers) {
    if (value !== undefined && HEADER_FORBIDDEN.test(value)) throw new UnsafeMailHeaderError(name);
  }
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /**
   * Runs `compose` after the current request has been answered and sends the mail it returns
   * (nothing when it returns undefined). The work behind a mail (a code to issue, a lookup)
   * then stays off the request's path, so the answer's timing does not tell whether a mail
   * went out. Failures are logged; `flush` waits for it.
   */
  later(compose: () => Promise<OutgoingMail | undefined>): void;
  /**
   * Queues a message. SMTP delivery happens in the background (the answer to the request does
   * not wait, so its timing does not depend on whether a mail went out); failures are logged.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for queued deliveries (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Mail composed after the answer: a set of running jobs that `flush` waits for. */
function laterQueue(log: FastifyBaseLogger) {
  const jobs = new Set<Promise<void>>();
  return {
    add(compose: () => Promise<OutgoingMail | undefined>, send: (mail: OutgoingMail) => Promise<void>): void {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((mail) => (mail ? send(mail) : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'mail composed after the answer failed'))
        .finally(() => jobs.delete(job));
      jobs.add(job);
    },
    async flush(): Promise<void> {
      while (jobs.size > 0) await Promise.all([...jobs]);
    },
  };
}

export function smtpMailer(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const pending = new Set<Promise<void>>();
  const queue = laterQueue(options.log);
  const flush = async () => {
    await queue.flush();
    await Promise.all([...pending]);
  };
  const mailer: Mailer = {
    mode: 'smtp',
    later: (compose) => queue.add(compose, (mail) => mailer.send(mail)),
    send: async (mail) => {
      assertSafeHeaders(mail, options.from);
      const delivery = transport
        .sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
          ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
          headers: { 'Content-Language': mail.language },
        })
        .then(
          (info) => options.log.info({ kind: mail.kind, messageId: info.messageId }, 'mail sent'),
          (error: unknown) => options.log.error({ err: error, kind: mail.kind }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    flush,
    close: async () => {
      await flush();
      transport.close();
    },
  };
  return mailer;
}

/** Without SMTP: mail goes to the outbox table and the log (codes only outside production). */
export function outboxMailer(options: { db: Db; clock: Clock; log: FastifyBaseLogger; logText: boolean }): Mailer {
  const queue = laterQueue(options.log);
  const mailer: Mailer = {
    mode: 'outbox',
    later: (compose) => queue.add(compose, (mail) => mailer.send(mail)),
    send: async (mail) => {
      assertSafeHeaders(mail);
      const id = randomUUID();
      await options.db.insert(outbox).values({
        id,
        recipient: mail.to,
        kind: mail.kind,
        language: mail.language,
        subject: mail.subject,
        body: mail.text,
        createdAt: options.clock.now(),
      });
      if (options.logText) {
        options.log.info({ outboxId: id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox');
      } else {
        options.log.warn({ outboxId: id, kind: mail.kind }, 'mail kept in outbox: SMTP_URL is not set');
      }
    },
    flush: () => queue.flush(),
    close: () => queue.flush(),
  };
  return mailer;
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.seq)).limit(limit);
}
