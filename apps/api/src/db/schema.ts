import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  Currency,
  UsdPerUnit,
  ApiKeyScope,
  CheckoutStatus,
  CompanySize,
  DomainCheckResult,
  Ecosystem,
  Environment,
  WebhookEventType,
  IntegrationFailureReason,
  IntegrationProvider,
  IntegrationStatus,
  LinkStatus,
  LinkType,
  Network,
  PaymentMatch,
  PaymentState,
  SessionException,
  SessionState,
  SquarespacePermission,
  SyncKind,
  SyncOutcome,
  Role,
  UseCase,
  VerificationLevel,
  VerificationState,
  VerificationSubject,
  WalletColour,
  WebhookAttemptError,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
} from '@meridian/contract';

// Mirrors migrations/*.sql (the migrations are the source of truth for the database).

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A 64-bit transaction id (`xid8`), as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

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
    /** The session a refresh replaced this one with, and its token sealed (migrations/0025). */
    successorId: uuid('successor_id'),
    successorToken: text('successor_token'),
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
    purpose: text('purpose', { enum: ['confirm_email', 'password_reset', 'confirm_phone', 'change_email'] }).notNull(),
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
  /** An IANA time zone name: the dashboard's days, hours and months. */
  timeZone: text('time_zone').notNull().default('UTC'),
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
  /** The tier an identity verification earned (migrations/0014); null: none. */
  verifiedTier: text('verified_tier').$type<VerificationLevel>(),
  /** The pricing currency of new links and sessions (migrations/0028). */
  currency: text('currency').$type<Currency>().notNull(),
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
    // The workspaces that proved an address: whose inboxes its stray transfers reach, and whether
    // another workspace's wallet list says so.
    index('wallets_proven_address_idx')
      .on(table.address)
      .where(sql`network = 'moonbeam' AND verified_at IS NOT NULL`),
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
    /** The link's price currency (migrations/0028): the `*_cents` columns are its minor units. */
    currency: text('currency').$type<Currency>().notNull(),
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
    /** A checkout made through the public API (migrations/0016): the store's order number, metadata and key. */
    orderReference: text('order_reference'),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /**
     * A checkout a store made through /v1 (migrations/0024): when it stops accepting payment, and
     * the status and exception its events last published. Null for every other link.
     */
    checkoutExpiresAt: time('checkout_expires_at'),
    checkoutStatus: text('checkout_status').$type<CheckoutStatus>(),
    checkoutException: text('checkout_exception').$type<SessionException>(),
  },
  (table) => [
    unique('payment_links_company_id_number_key').on(table.companyId, table.number),
    index('payment_links_store_checkouts_idx')
      .on(table.companyId, table.environment, table.createdAt, table.id)
      .where(sql`checkout_expires_at IS NOT NULL`),
    index('payment_links_checkouts_due_idx')
      .on(table.checkoutExpiresAt)
      .where(sql`checkout_status = 'open'`),
    index('payment_links_order_reference_idx')
      .on(table.companyId, table.orderReference)
      .where(sql`order_reference IS NOT NULL`),
    index('payment_links_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('payment_links_wallet_idx').on(table.payoutWalletId),
  ],
);

const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    environment: text('environment').$type<Environment>().notNull(),
    chainId: integer('chain_id').notNull(),
    payTo: text('pay_to').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenAddress: text('token_address'),
    tokenDecimals: integer('token_decimals').notNull(),
    amount: units('amount').notNull(),
    /** The price currency (migrations/0028): the `*_cents` columns below are its minor units. */
    currency: text('currency').$type<Currency>().notNull(),
    /** The locked rate: units of `currency` per token, where it came from and when. */
    rate: text('rate').notNull(),
    rateSource: text('rate_source').notNull(),
    rateAt: time('rate_at').notNull(),
    rateSandbox: boolean('rate_sandbox').notNull(),
    /** USD per unit of each currency, the snapshot taken with the rate. */
    usdPerUnit: jsonb('usd_per_unit').$type<UsdPerUnit>().notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The total in US dollar cents at the snapshot (half up): what the tier limits count. */
    totalUsdCents: bigint('total_usd_cents', { mode: 'number' }).notNull(),
    state: text('state').$type<SessionState>().notNull(),
    exception: text('exception').$type<SessionException>(),
    email: text('email'),
    billingName: text('billing_name'),
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingPostalCode: text('billing_postal_code'),
    billingCountry: char('billing_country', { length: 2 }),
    vatNumber: text('vat_number'),
    txHash: text('tx_hash'),
    /** A digest of the opener's client address (`openerOf`), null for sessions opened before it was kept. */
    opener: text('opener'),
    /** The customer the payer's details make them (migrations/0015); null without details or once erased. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: time('expires_at').notNull(),
    holdUntil: time('hold_until').notNull(),
    amountHeld: boolean('amount_held').notNull(),
    paidAt: time('paid_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('checkout_sessions_held_amount_idx')
      .on(table.chainId, table.tokenSymbol, table.payTo, table.amount)
      .where(sql`amount_held`),
    uniqueIndex('checkout_sessions_tx_hash_idx')
      .on(table.chainId, table.txHash)
      .where(sql`tx_hash IS NOT NULL`),
    index('checkout_sessions_link_idx').on(table.linkId, table.createdAt),
    index('checkout_sessions_watch_idx').on(table.chainId, table.state, table.expiresAt),
    index('checkout_sessions_open_idx').on(table.linkId, table.state, table.expiresAt),
    index('checkout_sessions_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/** A payer who left an e-mail or billing details through a link (migrations/0015). */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `email:<address, lower case>`, or `billing:<name, lower case>|<country>` without an e-mail. */
    key: text('key').notNull(),
    email: text('email'),
    name: text('name'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: char('country', { length: 2 }),
    vatNumber: text('vat_number'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    unique('customers_company_id_key_key').on(table.companyId, table.key),
    index('customers_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    /** The workspace of the payment's session; null while unmatched (it belongs to its address). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    environment: text('environment').$type<Environment>().notNull(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenAddress: text('token_address'),
    tokenDecimals: integer('token_decimals').notNull(),
    amount: units('amount').notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    match: text('match').$type<PaymentMatch>(),
    detectedAt: time('detected_at').notNull(),
    confirmedAt: time('confirmed_at'),
    revertedAt: time('reverted_at'),
    /** The checkout this payment was meant for when it arrived after that checkout expired (migrations/0024). */
    lateSessionId: uuid('late_session_id').references((): AnyPgColumn => checkoutSessions.id, { onDelete: 'set null' }),
    /**
     * The locked rate of the session it pays, copied when it is matched or assigned
     * (migrations/0028): all set together, or all null while it pays no session.
     */
    currency: text('currency').$type<Currency>(),
    rate: text('rate'),
    rateSource: text('rate_source'),
    rateAt: time('rate_at'),
    usdPerUnit: jsonb('usd_per_unit').$type<UsdPerUnit>(),
  },
  (table) => [
    unique('payments_chain_id_tx_hash_log_index_key').on(table.chainId, table.txHash, table.logIndex),
    index('payments_company_idx').on(table.companyId, table.detectedAt, table.id),
    index('payments_unmatched_address_idx')
      .on(table.toAddress, table.detectedAt, table.id)
      .where(sql`session_id IS NULL`),
    index('payments_session_idx').on(table.sessionId),
    index('payments_chain_state_idx').on(table.chainId, table.state),
    index('payments_late_session_idx')
      .on(table.lateSessionId)
      .where(sql`late_session_id IS NOT NULL`),
  ],
);

export const chainCursors = pgTable('chain_cursors', {
  chainId: integer('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: time('updated_at').notNull(),
});

export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.blockNumber] })],
);

/** The event stream (migrations/0009_events.sql, 0010): one row per fact; see src/events/record.ts. */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The mode of the object it is about (migrations/0020); null for a fact of the workspace itself. */
    mode: text('mode').$type<Environment>(),
    createdAt: time('created_at').notNull(),
    /** The writing transaction (migrations/0010): consumers read an event once it has ended. */
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [
    index('events_company_idx').on(table.companyId, table.id),
    index('events_company_type_idx').on(table.companyId, table.type, table.id),
    index('events_company_mode_idx').on(table.companyId, table.mode, table.id),
    index('events_stream_position_idx').on(table.txid, table.id),
  ],
);

export const eventCursors = pgTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  /** The last event's transaction (migrations/0013): a consumer's place is (txid, id). */
  lastTxid: xid8('last_txid').notNull().default('0'),
  updatedAt: time('updated_at').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: time('read_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    unique('notifications_event_user_key').on(table.eventId, table.userId),
    index('notifications_user_idx').on(table.userId, table.createdAt.desc(), table.id),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

export const notificationMails = pgTable(
  'notification_mails',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: time('created_at').notNull(),
    sentAt: time('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('notification_mails_created_idx').on(table.createdAt),
  ],
);

/** API keys (migrations/0016_api_keys.sql): a keyed hash of each key, never the key. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    mode: text('mode').$type<Environment>().notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    lastFour: text('last_four').notNull(),
    hash: text('hash').notNull().unique(),
    pepperId: text('pepper_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
    lastUsedAt: time('last_used_at'),
    expiresAt: time('expires_at'),
    revokedAt: time('revoked_at'),
    rolledFrom: uuid('rolled_from'),
  },
  (table) => [index('api_keys_company_idx').on(table.companyId, table.createdAt, table.id)],
);

/** The public API's answers by Idempotency-Key, per API key, for 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response').$type<unknown>(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.apiKeyId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/** A workspace's webhook endpoints (migrations/0017). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull(),
    /** The mode whose events it hears, besides the workspace's own facts (migrations/0022). */
    mode: text('mode').$type<Environment>().notNull(),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    /** Sealed (webhooks/secrets.ts), or a `whsec_` plaintext written before migrations/0022 until the start seals it. */
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: time('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull(),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    consecutiveFailures: integer('consecutive_failures').notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    index('webhook_endpoints_company_idx').on(table.companyId, table.createdAt, table.id),
    index('webhook_endpoints_company_mode_idx').on(table.companyId, table.mode, table.createdAt, table.id),
  ],
);

/** One event (or test event) to one endpoint, sent until it succeeds or its retries end. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: time('next_attempt_at'),
    lastAttemptAt: time('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    unique('webhook_deliveries_endpoint_event_key').on(table.endpointId, table.eventId),
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt, table.id),
  ],
);

/** Each try at sending a delivery: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    sentAt: time('sent_at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseBody: text('response_body').notNull(),
    error: text('error').$type<WebhookAttemptError>(),
    errorMessage: text('error_message'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.sentAt)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    level: text('level').$type<VerificationLevel>().notNull(),
    subject: text('subject').$type<VerificationSubject>().notNull(),
    state: text('state').$type<VerificationState>().notNull(),
    providerSessionId: text('provider_session_id').notNull().unique('verifications_provider_session_id_key'),
    hostedUrl: text('hosted_url').notNull(),
    country: char('country', { length: 2 }),
    region: text('region'),
    legalName: text('legal_name'),
    registrationNumber: text('registration_number'),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    retryable: boolean('retryable').notNull().default(false),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: time('expires_at').notNull(),
    decidedAt: time('decided_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('verifications_company_idx').on(table.companyId, table.createdAt)],
);

export const verificationDeliveries = pgTable('verification_deliveries', {
  deliveryId: text('delivery_id').primaryKey(),
  verificationId: uuid('verification_id')
    .notNull()
    .references(() => verifications.id, { onDelete: 'cascade' }),
  receivedAt: time('received_at').notNull(),
});

export const verificationHandoffs = pgTable(
  'verification_handoffs',
  {
    tokenHash: text('token_hash').primaryKey(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('verification_handoffs_verification_idx').on(table.verificationId)],
);

/** Store integrations (migrations/0018): one per provider and workspace, its key encrypted. */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<IntegrationProvider>().notNull(),
    status: text('status').$type<IntegrationStatus>().notNull(),
    failureReason: text('failure_reason').$type<IntegrationFailureReason>(),
    failurePermissions: text('failure_permissions')
      .array()
      .$type<SquarespacePermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    failedAt: time('failed_at'),
    secretCiphertext: text('secret_ciphertext'),
    secretLastFour: text('secret_last_four'),
    siteTitle: text('site_title'),
    siteUrl: text('site_url'),
    payoutWalletId: uuid('payout_wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    environment: text('environment').$type<Environment>().notNull().default('test'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    verifiedAt: time('verified_at'),
    /** WooCommerce pairing (migrations/0019): the connection code's SHA-256 and expiry, then what it made. */
    pairingCodeHash: text('pairing_code_hash'),
    pairingCodeExpiresAt: time('pairing_code_expires_at'),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    webhookEndpointId: uuid('webhook_endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('integrations_company_provider_key').on(table.companyId, table.provider),
    uniqueIndex('integrations_pairing_code_idx').on(table.pairingCodeHash),
    index('integrations_api_key_idx').on(table.apiKeyId),
  ],
);

export const integrationProducts = pgTable(
  'integration_products',
  {
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku'),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.integrationId, table.productId, table.variantId] }),
    index('integration_products_link_idx').on(table.linkId),
  ],
);

export const integrationOrders = pgTable(
  'integration_orders',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    linkId: uuid('link_id').notNull(),
    status: text('status').$type<'pending' | 'created' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at').notNull(),
    externalOrderId: text('external_order_id'),
    lastError: text('last_error'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('integration_orders_due_idx').on(table.status, table.nextAttemptAt)],
);

export const integrationSyncLog = pgTable(
  'integration_sync_log',
  {
    id: uuid('id').primaryKey(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SyncKind>().notNull(),
    outcome: text('outcome').$type<SyncOutcome>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('integration_sync_log_idx').on(table.integrationId, table.createdAt.desc(), table.id)],
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
  checkoutSessions,
  payments,
  chainCursors,
  chainBlocks,
  events,
  eventCursors,
  notifications,
  notificationPreferences,
  notificationMails,
  webhookEndpoints,
  webhookDeliveries,
  webhookAttempts,
  apiKeys,
  idempotencyKeys,
  verifications,
  verificationDeliveries,
  verificationHandoffs,
  integrations,
  integrationProducts,
  integrationOrders,
  integrationSyncLog,
};

export type VerificationRow = typeof verifications.$inferSelect;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export type WalletRow = typeof wallets.$inferSelect;
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
export type CompanyEmailTokenRow = typeof companyEmailTokens.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type IntegrationRow = typeof integrations.$inferSelect;
