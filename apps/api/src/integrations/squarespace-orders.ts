/**
 * Orders in Squarespace for paid checkouts of imported products: a consumer of the event stream
 * that only reads events, with its own cursor in `event_cursors` (the notifications consumer's
 * machinery: `afterPosition`, `eventCommitted`, one transaction per batch). For each
 * `checkout.paid` of a link imported from Squarespace, it writes an
 * order to send (`integration_orders`, keyed by the event) in the same transaction as its new
 * cursor: a restart neither loses nor doubles one.
 *
 * Sending is a second pass: an order due is leased (its next attempt pushed two minutes ahead,
 * so that another pass or instance leaves it alone), sent with `Idempotency-Key:
 * meridian-order-<event id>` (the same on every attempt: Squarespace makes it once), and its
 * result written with a line of the integration's log:
 * - 2xx: created (the Squarespace order id and number kept);
 * - 429: tried again after `Retry-After` (60 s without one), 5xx or no answer: after 30 s,
 *   doubling up to an hour;
 * - 401 (key revoked) or 403 (Orders permission taken away): the integration becomes failed
 *   with the reason, and its orders wait until a working key is verified again;
 * - another 4xx: the order failed, with Squarespace's status in the log.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte, min } from 'drizzle-orm';
import { formatMinor, type Currency } from '@meridian/contract';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/database';
import { checkoutSessions, integrationOrders, integrationProducts, integrations, paymentLinks } from '../db/schema';
import { consumeEvents, StreamConsumer, typedData } from '../events/consumer';
import { logSync } from './integrations';
import { open } from './secret-box';
import { SquarespaceClient } from './squarespace-client';
import { cleanText } from './squarespace-products';
import { markFailed } from './squarespace';

export const STORE_ORDERS_CONSUMER = 'store-orders';
/** How long a leased order is left alone by other passes. */
const LEASE_MS = 2 * 60_000;
const RETRY_AFTER_DEFAULT_S = 60;
const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Reads the events after the consumer's cursor and writes the orders they call for; returns how many it read. */
export async function consumeStoreOrders(db: Db, clock: Clock): Promise<number> {
  return consumeEvents(db, clock, STORE_ORDERS_CONSUMER, async (tx, batch, now) => {
    for (const event of batch) {
      // A paid checkout of an imported product's link; money that came late pays no checkout
      // (it waits in the merchant's unmatched inbox), so it makes no order.
      const checkout = typedData(event, 'checkout.paid');
      const linkId = checkout?.paymentLinkId ?? null;
      if (checkout === null || linkId === null) continue;
      const [product] = await tx
        .select({ integrationId: integrationProducts.integrationId })
        .from(integrationProducts)
        .innerJoin(integrations, eq(integrations.id, integrationProducts.integrationId))
        .where(
          and(
            eq(integrationProducts.linkId, linkId),
            eq(integrations.companyId, event.companyId),
            eq(integrations.provider, 'squarespace'),
          ),
        )
        .limit(1);
      if (!product) continue;
      await tx
        .insert(integrationOrders)
        .values({
          eventId: event.id,
          integrationId: product.integrationId,
          // A checkout of a link is its session.
          sessionId: checkout.id,
          linkId,
          status: 'pending',
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  });
}

export interface OrderSending {
  secret: Buffer;
  squarespaceApiUrl: string;
  log: FastifyBaseLogger;
}

/** An amount of the session's currency as the Orders API takes it. */
const moneyIn = (currency: Currency) => (minor: number) => ({ currency, value: formatMinor(minor, currency) });

/** The order Squarespace's Orders API is sent for a paid session of an imported product. */
export function orderBody(
  session: typeof checkoutSessions.$inferSelect,
  product: { variantId: string },
): Record<string, unknown> {
  const money = moneyIn(session.currency);
  const [firstName, ...rest] = (session.billingName ?? '').trim().split(/\s+/);
  const billing =
    session.billingName && session.billingStreet && session.billingCity && session.billingCountry
      ? {
          firstName: firstName ?? '',
          lastName: rest.join(' '),
          address1: session.billingStreet,
          city: session.billingCity,
          postalCode: session.billingPostalCode ?? '',
          countryCode: session.billingCountry,
        }
      : undefined;
  return {
    channelName: 'Meridian',
    externalOrderReference: session.id,
    ...(session.email ? { customerEmail: session.email } : {}),
    ...(billing ? { billingAddress: billing } : {}),
    inventoryBehavior: 'SUBTRACT',
    lineItems: [
      {
        lineItemType: 'STOCK_PRODUCT',
        variantId: product.variantId,
        quantity: 1,
        unitPricePaid: money(Number(session.subtotalCents)),
      },
    ],
    shippingLines: [],
    discountLines: [],
    priceTaxInterpretation: 'EXCLUSIVE',
    subtotal: money(Number(session.subtotalCents)),
    shippingTotal: money(0),
    discountTotal: money(0),
    taxTotal: money(Number(session.vatCents)),
    grandTotal: money(Number(session.totalCents)),
    fulfillmentStatus: 'PENDING',
    shopperFulfillmentNotificationBehavior: 'SEND',
    createdOn: (session.paidAt ?? session.updatedAt).toISOString(),
  };
}

/** Leases the next order due of a verified integration, or null when none is due. */
async function leaseNext(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ order: integrationOrders })
      .from(integrationOrders)
      .innerJoin(integrations, eq(integrations.id, integrationOrders.integrationId))
      .where(
        and(
          eq(integrationOrders.status, 'pending'),
          eq(integrations.status, 'verified'),
          lte(integrationOrders.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(integrationOrders.nextAttemptAt), asc(integrationOrders.eventId))
      .limit(1)
      .for('update', { skipLocked: true, of: integrationOrders });
    if (!due) return null;
    const [leased] = await tx
      .update(integrationOrders)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: due.order.attempts + 1, updatedAt: now })
      .where(eq(integrationOrders.eventId, due.order.eventId))
      .returning();
    return leased ?? null;
  });
}

/** Sends the orders due; returns how many it tried. */
export async function sendStoreOrders(db: Db, clock: Clock, sending: OrderSending): Promise<number> {
  const client = new SquarespaceClient(sending.squarespaceApiUrl);
  let tried = 0;
  for (;;) {
    const order = await leaseNext(db, clock.now());
    if (!order) break;
    tried += 1;
    const [integration] = await db.select().from(integrations).where(eq(integrations.id, order.integrationId)).limit(1);
    const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, order.sessionId)).limit(1);
    const [product] = await db
      .select({ variantId: integrationProducts.variantId, linkName: paymentLinks.name })
      .from(integrationProducts)
      .innerJoin(paymentLinks, eq(paymentLinks.id, integrationProducts.linkId))
      .where(
        and(eq(integrationProducts.linkId, order.linkId), eq(integrationProducts.integrationId, order.integrationId)),
      )
      .limit(1);
    const done = async (
      set: Partial<typeof integrationOrders.$inferInsert>,
      outcome: 'ok' | 'retrying' | 'failed',
      detail: Record<string, unknown>,
    ) => {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(integrationOrders)
          .set({ ...set, updatedAt: now })
          .where(eq(integrationOrders.eventId, order.eventId));
        await logSync(tx, order.integrationId, 'order', outcome, { linkName: product?.linkName, ...detail }, now);
      });
    };
    if (!integration || !session || !product || integration.secretCiphertext === null) {
      await done({ status: 'failed', lastError: 'the session or the imported product is gone' }, 'failed', {
        reason: 'gone',
        httpStatus: null,
      });
      continue;
    }
    let key: string;
    try {
      key = open(sending.secret, integration.secretCiphertext, integration.id);
    } catch {
      sending.log.error(
        { integrationId: integration.id },
        'squarespace: the stored key does not open (INTEGRATION_SECRET changed?)',
      );
      await done({ status: 'failed', lastError: 'the stored key does not open' }, 'failed', {
        reason: 'key_unreadable',
        httpStatus: null,
      });
      continue;
    }
    const body = orderBody(session, product);
    let answer;
    try {
      answer = await client.createOrder(key, body, `meridian-order-${order.eventId}`);
    } catch (error) {
      const wait = Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, order.attempts - 1), BACKOFF_MAX_MS);
      sending.log.warn({ err: error, eventId: order.eventId }, 'squarespace: order not sent; it is tried again');
      await done({ nextAttemptAt: new Date(clock.now().getTime() + wait), lastError: 'no answer' }, 'retrying', {
        httpStatus: null,
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
      continue;
    }
    const { status } = answer;
    if (status >= 200 && status < 300) {
      // Squarespace's answer, kept only as text the database takes.
      const orderNumber = cleanText(
        typeof answer.body?.orderNumber === 'number' ? String(answer.body.orderNumber) : answer.body?.orderNumber,
        100,
      );
      const externalOrderId = cleanText(answer.body?.id, 200);
      await done({ status: 'created', externalOrderId, lastError: null }, 'ok', {
        httpStatus: status,
        orderNumber,
      });
    } else if (status === 429 || status >= 500) {
      const seconds =
        status === 429
          ? Math.max(1, answer.retryAfterSeconds ?? RETRY_AFTER_DEFAULT_S)
          : Math.ceil(Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, order.attempts - 1), BACKOFF_MAX_MS) / 1000);
      await done(
        { nextAttemptAt: new Date(clock.now().getTime() + seconds * 1000), lastError: `HTTP ${status}` },
        'retrying',
        { httpStatus: status, retryAfterSeconds: seconds },
      );
    } else if (status === 401 || status === 403) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The order waits for a working key: due again at once when the integration is verified.
        await tx
          .update(integrationOrders)
          .set({ nextAttemptAt: now, lastError: `HTTP ${status}`, updatedAt: now })
          .where(eq(integrationOrders.eventId, order.eventId));
        await markFailed(
          tx,
          integration,
          status === 401 ? { reason: 'key_refused' } : { reason: 'missing_permission', permission: 'orders' },
          'order',
          { httpStatus: status, linkName: product.linkName },
          now,
        );
      });
    } else {
      await done({ status: 'failed', lastError: `HTTP ${status}` }, 'failed', {
        httpStatus: status,
        reason: 'refused',
      });
    }
  }
  return tried;
}

/** When the next order of a verified integration is due, if one is waiting. */
async function nextDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(integrationOrders.nextAttemptAt) })
    .from(integrationOrders)
    .innerJoin(integrations, eq(integrations.id, integrationOrders.integrationId))
    .where(and(eq(integrationOrders.status, 'pending'), inArray(integrations.status, ['verified'])));
  return row?.at ?? null;
}

export const STORE_ORDERS_POLL_MS = 5000;

/**
 * Runs the consumer and the sending pass on start, after each event written here, every few
 * seconds (the stream's shared loop), and when a retry is due sooner than that.
 */
export class StoreOrderConsumer extends StreamConsumer {
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(options: {
    database: Database;
    clock: Clock;
    log: FastifyBaseLogger;
    secret: Buffer;
    squarespaceApiUrl: string;
    pollMs?: number;
  }) {
    const { database, clock, log, secret, squarespaceApiUrl } = options;
    const pollMs = options.pollMs ?? STORE_ORDERS_POLL_MS;
    super({
      name: 'store orders',
      run: async () => {
        const handled = await consumeStoreOrders(database.db, clock);
        await sendStoreOrders(database.db, clock, { secret, squarespaceApiUrl, log });
        this.scheduleRetry(await nextDue(database.db), clock, pollMs);
        return handled;
      },
      log,
      pollMs,
    });
  }

  /** A retry due before the next poll gets a timer of its own. */
  private scheduleRetry(at: Date | null, clock: Clock, pollMs: number): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (at === null || this.stopped) return;
    const delay = Math.max(50, at.getTime() - clock.now().getTime());
    if (delay > pollMs) return;
    this.retryTimer = setTimeout(() => this.kick(), delay);
    this.retryTimer.unref();
  }

  override async stop(): Promise<void> {
    await super.stop();
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }
}
