import { bigint, boolean, char, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/*.sql (the migrations are the source of truth for the database).

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayUsername: text('display_username').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  country: char('country', { length: 2 }).notNull(),
  language: text('language').notNull(),
  name: text('name'),
  phone: text('phone'),
  profileImageKey: text('profile_image_key'),
  emailVerifiedAt: time('email_verified_at'),
  passwordUpdateRequired: boolean('password_update_required').notNull().default(false),
  termsAcceptedAt: time('terms_accepted_at').notNull(),
  passwordChangedAt: time('password_changed_at').notNull(),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: time('issued_at').notNull(),
    accessExpiresAt: time('access_expires_at').notNull(),
    familyStartedAt: time('family_started_at').notNull(),
    rotatedAt: time('rotated_at'),
    revokedAt: time('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_family_idx').on(table.familyId), index('sessions_user_idx').on(table.userId)],
);

export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey(),
  purpose: text('purpose', { enum: ['confirm_email', 'password_reset'] }).notNull(),
  subject: text('subject').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: time('expires_at').notNull(),
  consumedAt: time('consumed_at'),
  createdAt: time('created_at').notNull(),
});

export const throttleEvents = pgTable('throttle_events', {
  key: text('key').notNull(),
  occurredAt: time('occurred_at').notNull(),
});

export const cooldowns = pgTable('cooldowns', {
  key: text('key').primaryKey(),
  until: time('until').notNull(),
});

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  kind: text('kind').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: time('created_at').notNull(),
});

export const schema = { users, sessions, verificationCodes, throttleEvents, cooldowns, outbox };

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
