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
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /**
   * Queues a message. SMTP delivery happens in the background (the answer to the request does
   * not wait, so its timing does not depend on whether a mail went out); failures are logged.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for queued deliveries (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function smtpMailer(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const pending = new Set<Promise<void>>();
  return {
    mode: 'smtp',
    send: async (mail) => {
      const delivery = transport
        .sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: { 'Content-Language': mail.language },
        })
        .then(
          (info) => options.log.info({ kind: mail.kind, messageId: info.messageId }, 'mail sent'),
          (error: unknown) => options.log.error({ err: error, kind: mail.kind }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    flush: async () => {
      await Promise.all([...pending]);
    },
    close: async () => {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}

/** Without SMTP: mail goes to the outbox table and the log (codes only outside production). */
export function outboxMailer(options: { db: Db; clock: Clock; log: FastifyBaseLogger; logText: boolean }): Mailer {
  return {
    mode: 'outbox',
    send: async (mail) => {
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
    flush: async () => undefined,
    close: async () => undefined,
  };
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.seq)).limit(limit);
}
