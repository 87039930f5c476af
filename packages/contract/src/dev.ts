import { array, enums, object, string, type Infer } from 'superstruct';
import { LANGUAGES } from './rules';
import { annotate } from './schema';

export const MAIL_KINDS = ['confirm-code', 'password-reset', 'company-invite', 'company-email-verification'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail kept in the outbox (local runs without SMTP). */
export const OutboxMessage = object({
  id: annotate(string(), { format: 'uuid' }),
  to: string(),
  kind: enums(MAIL_KINDS),
  language: enums(LANGUAGES),
  subject: string(),
  text: string(),
  /** ISO 8601 */
  createdAt: annotate(string(), { format: 'date-time' }),
});
export type OutboxMessage = Infer<typeof OutboxMessage>;

/** GET /dev/outbox (not in production): newest first. */
export const OutboxResponse = object({ messages: array(OutboxMessage) });
export type OutboxResponse = Infer<typeof OutboxResponse>;

/** GET /health */
export const HealthResponse = object({ status: enums(['ok']) });
export type HealthResponse = Infer<typeof HealthResponse>;
