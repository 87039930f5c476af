import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CompanySize,
  DomainCheckResult,
  Ecosystem,
  Environment,
  LinkStatus,
  LinkType,
  Network,
  Role,
  UseCase,
  WalletColour,
} from '@meridian/contract';

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
  theme: text('theme').notNull().default('system'),
  name: text('name'),
  phone: text('phone'),
  profileImageKey: text('profile_image_key'),
  emailVerifiedAt: time('email_verified_at'),
  phoneVerifiedAt: time('phone_verified_at'),
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

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['confirm_email', 'password_reset', 'confirm_phone'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: time('expires_at').notNull(),
    consumedAt: time('consumed_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('verification_codes_subject_idx').on(table.purpose, table.subject, table.createdAt.desc())],
);

export const throttleEvents = pgTable(
  'throttle_events',
  {
    key: text('key').notNull(),
    occurredAt: time('occurred_at').notNull(),
  },
  (table) => [index('throttle_events_key_idx').on(table.key, table.occurredAt)],
);

export const cooldowns = pgTable('cooldowns', {
  key: text('key').primaryKey(),
  until: time('until').notNull(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('outbox_seq_idx').on(table.seq.desc())],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('sms_outbox_seq_idx').on(table.seq.desc())],
);

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  size: text('size').$type<CompanySize>().notNull(),
  sizeOther: text('size_other'),
  useCases: text('use_cases').array().$type<UseCase[]>().notNull(),
  useCaseOther: text('use_case_other'),
  country: char('country', { length: 2 }).notNull(),
  websiteUrl: text('website_url'),
  legalName: text('legal_name'),
  registrationNumber: text('registration_number'),
  email: text('email'),
  phone: text('phone'),
  addressStreet: text('address_street'),
  addressCity: text('address_city'),
  addressState: text('address_state'),
  addressPostalCode: text('address_postal_code'),
  addressCountry: char('address_country', { length: 2 }),
  domainToken: text('domain_token').notNull(),
  domainVerifiedAt: time('domain_verified_at'),
  domainLastResult: text('domain_last_result').$type<DomainCheckResult>(),
  domainLastCheckedAt: time('domain_last_checked_at'),
  emailVerifiedAt: time('email_verified_at'),
  emailLastSentAt: time('email_last_sent_at'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    privilege: text('privilege').$type<Role>().notNull(),
    joinedAt: time('joined_at').notNull(),
  },
  (table) => [
    unique('memberships_company_id_user_id_key').on(table.companyId, table.userId),
    index('memberships_user_idx').on(table.userId, table.joinedAt),
  ],
);

export const INVITE_STATUSES = ['pending', 'accepted', 'refused', 'rescinded', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    privilege: text('privilege').$type<Role>().notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InviteStatus>().notNull().default('pending'),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    answeredAt: time('answered_at'),
  },
  (table) => [
    // One pending invitation per address and workspace.
    uniqueIndex('invites_pending_idx')
      .on(table.companyId, table.email)
      .where(sql`status = 'pending'`),
    index('invites_email_idx').on(table.email, table.status),
  ],
);

export const companyEmailTokens = pgTable(
  'company_email_tokens',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    voidedAt: time('voided_at'),
  },
  (table) => [index('company_email_tokens_company_idx').on(table.companyId)],
);

export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    network: text('network').$type<Network>().notNull(),
    ecosystem: text('ecosystem').$type<Ecosystem>().notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    colour: text('colour').$type<WalletColour>().notNull(),
    verifiedAt: time('verified_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    unique('wallets_company_id_address_key').on(table.companyId, table.address),
    index('wallets_company_idx').on(table.companyId, table.createdAt),
  ],
);

export const walletChallenges = pgTable(
  'wallet_challenges',
  {
    id: uuid('id').primaryKey(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull().unique(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('wallet_challenges_wallet_idx').on(table.walletId, table.createdAt)],
);

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    type: text('type').$type<LinkType>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<LinkStatus>().notNull(),
    environment: text('environment').$type<Environment>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    minimumCents: bigint('minimum_cents', { mode: 'number' }),
    suggestedCents: bigint('suggested_cents', { mode: 'number' }).array().notNull(),
    message: text('message'),
    redirectUrl: text('redirect_url'),
    payoutWalletId: uuid('payout_wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    collectEmail: boolean('collect_email').notNull().default(false),
    collectBilling: boolean('collect_billing').notNull().default(false),
    vatRateBp: integer('vat_rate_bp'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    summary: text('summary'),
    slug: text('slug').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    unique('payment_links_company_id_number_key').on(table.companyId, table.number),
    index('payment_links_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('payment_links_wallet_idx').on(table.payoutWalletId),
  ],
);

export const schema = {
  users,
  sessions,
  verificationCodes,
  throttleEvents,
  cooldowns,
  outbox,
  smsOutbox,
  companies,
  memberships,
  invites,
  companyEmailTokens,
  wallets,
  walletChallenges,
  paymentLinks,
};

export type WalletRow = typeof wallets.$inferSelect;
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
export type CompanyEmailTokenRow = typeof companyEmailTokens.$inferSelect;
