import { apiRoutes, MAIL_KINDS, SMS_KINDS } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { storedLanguage } from '../accounts/users';
import { listOutbox } from '../mail/mailer';
import { listSmsOutbox } from '../sms/sender';
import { defineRoute } from './define';

/** A kind read back from an outbox table, checked against the contract's list. */
function storedKind<Kind extends string>(kinds: readonly Kind[], value: string, outbox: string): Kind {
  const kind = kinds.find((candidate) => candidate === value);
  if (kind) return kind;
  throw new Error(`Unknown kind in the ${outbox}: ${value}`);
}

/** A row of an outbox table (mail, text messages) as the development routes list it. */
function outboxMessage<Kind extends string>(
  row: { id: string; recipient: string; kind: string; language: string; body: string; createdAt: Date },
  kinds: readonly Kind[],
  outbox: string,
) {
  return {
    id: row.id,
    to: row.recipient,
    kind: storedKind(kinds, row.kind, outbox),
    language: storedLanguage(row.language),
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export const systemRoutes = [
  defineRoute(apiRoutes.devOutbox, {
    enabled: (config) => config.devRoutes,
    handler: async ({ app }) => {
      // Mail composed after an answer is listed once it is written.
      await app.mailer.flush();
      const rows = await listOutbox(app.database.db);
      return {
        messages: rows.map((row) => ({ ...outboxMessage(row, MAIL_KINDS, 'mail outbox'), subject: row.subject })),
      };
    },
  }),

  defineRoute(apiRoutes.devSmsOutbox, {
    enabled: (config) => config.devRoutes,
    handler: async ({ app }) => {
      const rows = await listSmsOutbox(app.database.db);
      return { messages: rows.map((row) => outboxMessage(row, SMS_KINDS, 'text message outbox')) };
    },
  }),

  defineRoute(apiRoutes.health, {
    handler: async ({ app }) => {
      await app.database.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  }),
];
