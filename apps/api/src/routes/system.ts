import { apiRoutes, MAIL_KINDS, SMS_KINDS, type MailKind, type SmsKind } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { storedLanguage } from '../accounts/users';
import { listOutbox } from '../mail/mailer';
import { listSmsOutbox } from '../sms/sender';
import { defineRoute } from './define';

function mailKind(value: string): MailKind {
  const kind = MAIL_KINDS.find((candidate) => candidate === value);
  if (kind) return kind;
  throw new Error(`Unknown mail kind in the outbox: ${value}`);
}

function smsKind(value: string): SmsKind {
  const kind = SMS_KINDS.find((candidate) => candidate === value);
  if (kind) return kind;
  throw new Error(`Unknown text message kind in the outbox: ${value}`);
}

export const systemRoutes = [
  defineRoute(apiRoutes.devOutbox, {
    enabled: (config) => config.nodeEnv !== 'production',
    handler: async ({ app }) => {
      const rows = await listOutbox(app.database.db);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          kind: mailKind(row.kind),
          language: storedLanguage(row.language),
          subject: row.subject,
          text: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  }),

  defineRoute(apiRoutes.devSmsOutbox, {
    enabled: (config) => config.nodeEnv !== 'production',
    handler: async ({ app }) => {
      const rows = await listSmsOutbox(app.database.db);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          kind: smsKind(row.kind),
          language: storedLanguage(row.language),
          text: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  }),

  defineRoute(apiRoutes.health, {
    handler: async ({ app }) => {
      await app.database.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  }),
];
