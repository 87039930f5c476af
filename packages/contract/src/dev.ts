import { DateTime, Uuid } from './ids';
import { array, enums, object, string, type Infer } from 'superstruct';
import { LANGUAGES } from './rules';

export const MAIL_KINDS = [
  'confirm-code',
  'password-reset',
  'company-invite',
  'company-email-verification',
  'signup-attempt',
  'wallet-changed',
  'payment-received',
  'wallet-verified',
  'kyb-verification',
  'webhook-disabled',
  'verification-handoff',
  'payment-request',
  'email-change-code',
  'email-changed',
  'email-change-attempt',
  'refund-address',
  'refund-update',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail kept in the outbox (local runs without SMTP). */
export const OutboxMessage = object({
  id: Uuid,
  to: string(),
  kind: enums(MAIL_KINDS),
  language: enums(LANGUAGES),
  subject: string(),
  text: string(),
  createdAt: DateTime,
});
export type OutboxMessage = Infer<typeof OutboxMessage>;

/** GET /dev/outbox (only with DEV_ROUTES=1): newest first. */
export const OutboxResponse = object({ messages: array(OutboxMessage) });
export type OutboxResponse = Infer<typeof OutboxResponse>;

export const SMS_KINDS = ['phone-code'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** A text message kept in the SMS outbox (local runs without an SMS gateway). */
export const SmsOutboxMessage = object({
  id: Uuid,
  /** The number as the gateway would get it: separators removed. */
  to: string(),
  kind: enums(SMS_KINDS),
  language: enums(LANGUAGES),
  text: string(),
  createdAt: DateTime,
});
export type SmsOutboxMessage = Infer<typeof SmsOutboxMessage>;

/** GET /dev/sms-outbox (only with DEV_ROUTES=1): newest first. */
export const SmsOutboxResponse = object({ messages: array(SmsOutboxMessage) });
export type SmsOutboxResponse = Infer<typeof SmsOutboxResponse>;

/** GET /health */
export const HealthResponse = object({ status: enums(['ok']) });
export type HealthResponse = Infer<typeof HealthResponse>;
