/**
 * The chain watcher: one per chain, in the one API instance that holds the chain's advisory
 * lock (another instance takes over when its holder's connection dies). Every poll it
 *
 * 1. checks that the block it stopped at is still on the chain; when its hash changed (a
 *    reorg), walks back to the last block it saw that still is, reverts the payments of the
 *    orphaned blocks and scans again from there;
 * 2. scans the new blocks: transfers of the chain's coin to a watched address (each with a
 *    successful receipt) and ERC-20 `Transfer` logs of the configured tokens to one, recorded
 *    once each (`recordTransfer`), and moves its cursor (number and hash) in the database, one
 *    transaction per block (payments, their sessions and the cursor together), so a restart,
 *    even after the process was killed mid-scan, neither misses nor counts twice;
 * 3. confirms pending payments once final: at or below the chain's `finalized` block, or on a
 *    chain without that tag (the local one) once `confirmations` blocks stand on theirs, the
 *    block still being the one they were seen in;
 * 4. settles the sessions those payments count for (in the transaction that changed them), and
 *    expires the sessions past their time;
 * 5. checks the refunds being sent on the chain (refund-watcher.ts).
 *
 * It logs `watching chain <id>` when it takes the chain's watch, `standing by: another instance
 * watches chain <id>` when another instance holds it, and `stopped watching chain <id>` when it
 * lets it go at shutdown.
 *
 * Watched addresses: the Moonbeam payout wallets of the environment's links, and the pay-to
 * addresses of sessions still holding an amount.
 */
import type { Environment } from '@meridian/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { PublicClient } from 'viem';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainConfig } from '../chain/chains';
import type { Clock } from '../clock';
import type { Database, HeldLock } from '../db/database';
import { chainBlocks, chainCursors, checkoutSessions, paymentLinks, payments, wallets } from '../db/schema';
import {
  confirmPayments,
  expireSessions,
  expireStoreCheckouts,
  revertPaymentsAbove,
  settleSessions,
  type Moment,
} from './states';
import { nativeTransfers, tokenTransfers } from './block-transfers';
import { checkRefunds } from './refund-watcher';
import { recordTransfer, type Transfer } from './transfers';

/** The most blocks one poll scans; the next poll goes on from there. */
const MAX_BLOCKS_PER_POLL = 200;
/**
 * How long one poll scans blocks before it confirms the payments already final and settles their
 * sessions; the next poll goes on from the first block not scanned. A watcher that is catching up
 * (after a pause, or on a slow machine where blocks come faster than it reads them) would
 * otherwise confirm nothing until it has read its whole 200 blocks: a payment seen at the start
 * of such a pass stayed "processing" with dozens of confirmations.
 */
const SCAN_SLICE_MS = 1_000;
/** A pass over at least this many blocks says in the log that the watcher is catching up. */
const CATCHING_UP_BLOCKS = 20;
/** How many recent block hashes are kept to find where a reorg forked. */
const KEPT_BLOCKS = 256;

export interface WatcherOptions {
  database: Database;
  client: PublicClient;
  chain: ChainConfig;
  environment: Environment;
  clock: Clock;
  /** The dashboard's public address: the checkouts' `url` in the events the watcher writes. */
  publicUrl: string;
  pollMs: number;
  /** Blocks that make a payment final on a chain without a `finalized` tag. */
  confirmations: number;
  log: FastifyBaseLogger;
}

export class ChainWatcher {
  private stopped = false;
  private lock: HeldLock | null = null;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: WatcherOptions) {}

  get chainId(): number {
    return this.options.chain.id;
  }

  /** The moment the states module writes with: the time, and the address in the checkouts' events. */
  private at(now: Date): Moment {
    return { now, publicUrl: this.options.publicUrl };
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    if (this.lock?.held()) this.options.log.info({ chainId: this.chainId }, `stopped watching chain ${this.chainId}`);
    await this.lock?.release();
    this.lock = null;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  private async loop(): Promise<void> {
    const { database, pollMs, log } = this.options;
    const chainId = this.chainId;
    let standing = false;
    while (!this.stopped) {
      try {
        if (!this.lock?.held()) {
          if (this.lock) {
            log.warn({ chainId }, `lost the watch of chain ${chainId} (its database connection closed)`);
            this.lock = null;
          }
          this.lock = await database.tryLock(`chain-watcher:${chainId}`);
          if (!this.lock) {
            // Another instance watches this chain; try again later in case it stops.
            if (!standing) log.info({ chainId }, `standing by: another instance watches chain ${chainId}`);
            standing = true;
            await this.sleep(pollMs * 5);
            continue;
          }
          standing = false;
          log.info({ chainId }, `watching chain ${chainId}`);
        }
        await this.poll();
      } catch (error) {
        if (this.stopped) break;
        log.warn({ err: error, chainId: this.chainId }, 'chain watcher poll failed; trying again');
      }
      if (!this.stopped) await this.sleep(pollMs);
    }
  }

  /** One pass: reorg check, new blocks, confirmations, sessions. */
  async poll(): Promise<void> {
    const { database, client, clock } = this.options;
    const db = database.db;
    const chainId = this.chainId;
    const head = await client.getBlockNumber({ cacheTime: 0 });

    let [cursor] = await db.select().from(chainCursors).where(eq(chainCursors.chainId, chainId)).limit(1);
    if (!cursor) {
      // A chain seen for the first time: watch from its head on.
      const block = await client.getBlock({ blockNumber: head });
      const now = clock.now();
      await db.insert(chainCursors).values({ chainId, blockNumber: head, blockHash: block.hash, updatedAt: now });
      await db.insert(chainBlocks).values({ chainId, blockNumber: head, blockHash: block.hash }).onConflictDoNothing();
      return;
    }

    const current = await this.blockAt(cursor.blockNumber);
    if (!current || current.hash !== cursor.blockHash) {
      cursor = await this.rewind(cursor.blockNumber);
    }

    const addresses = await this.watchedAddresses();
    const last =
      head < cursor.blockNumber + BigInt(MAX_BLOCKS_PER_POLL) ? head : cursor.blockNumber + BigInt(MAX_BLOCKS_PER_POLL);
    if (last - cursor.blockNumber >= BigInt(CATCHING_UP_BLOCKS)) {
      this.options.log.info(
        { chainId, from: String(cursor.blockNumber + 1n), to: String(last), head: String(head) },
        `chain ${chainId}: catching up`,
      );
    }
    let parentHash = cursor.blockHash;
    const sliceEnds = performance.now() + SCAN_SLICE_MS;
    for (let number = cursor.blockNumber + 1n; number <= last; number += 1n) {
      // The watch lost (its database connection closed): another instance may hold it now.
      if (this.lock && !this.lock.held()) break;
      // This poll's slice is used up: confirm what is final now, read on at the next poll.
      if (number > cursor.blockNumber + 1n && performance.now() > sliceEnds) break;
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
      if (block.parentHash !== parentHash) break; // a reorg under way: the next poll rewinds
      const transfers: Transfer[] = [];
      if (addresses.size > 0) {
        transfers.push(...(await nativeTransfers(this.options, block, addresses)));
        transfers.push(...(await tokenTransfers(this.options, number, block.hash, addresses)));
      }
      // One transaction per block: its payments, their sessions' states and the cursor past it
      // are written together, so a process killed mid-scan leaves either the whole block or none
      // of it, and the next holder of the watch scans again from the first block not written.
      const now = clock.now();
      await db.transaction(async (tx) => {
        const sessions = new Set<string>();
        for (const transfer of transfers) {
          const sessionId = await recordTransfer(tx, transfer, this.at(now));
          if (sessionId) sessions.add(sessionId);
        }
        await settleSessions(tx, sessions, this.at(now));
        await tx
          .insert(chainBlocks)
          .values({ chainId, blockNumber: number, blockHash: block.hash })
          .onConflictDoUpdate({
            target: [chainBlocks.chainId, chainBlocks.blockNumber],
            set: { blockHash: block.hash },
          });
        await tx
          .update(chainCursors)
          .set({ blockNumber: number, blockHash: block.hash, updatedAt: now })
          .where(eq(chainCursors.chainId, chainId));
      });
      parentHash = block.hash;
    }

    await this.confirm(head);
    await expireSessions(db, chainId, this.at(clock.now()));
    await expireStoreCheckouts(db, this.options.environment, this.at(clock.now()));
    await db
      .delete(chainBlocks)
      .where(and(eq(chainBlocks.chainId, chainId), lt(chainBlocks.blockNumber, head - BigInt(KEPT_BLOCKS))));
    // Outgoing transfers: the refunds being sent (refund-watcher.ts).
    const { confirmations, publicUrl } = this.options;
    await checkRefunds(this.options, head, { now: clock.now(), confirmations, publicUrl });
  }

  private async blockAt(number: bigint): Promise<{ hash: string } | null> {
    try {
      return await this.options.client.getBlock({ blockNumber: number });
    } catch {
      return null;
    }
  }

  /**
   * A reorg: finds the newest kept block still on the chain, reverts the payments of the blocks
   * above it, and puts the cursor there.
   */
  private async rewind(from: bigint) {
    const { database, clock, log } = this.options;
    const db = database.db;
    const chainId = this.chainId;
    const kept = await db
      .select()
      .from(chainBlocks)
      .where(and(eq(chainBlocks.chainId, chainId), lt(chainBlocks.blockNumber, from)))
      .orderBy(sql`${chainBlocks.blockNumber} DESC`)
      .limit(KEPT_BLOCKS);
    let ancestor: { blockNumber: bigint; blockHash: string } | null = null;
    for (const block of kept) {
      const actual = await this.blockAt(block.blockNumber);
      if (actual && actual.hash === block.blockHash) {
        ancestor = block;
        break;
      }
    }
    if (!ancestor) {
      // Deeper than what is kept: start again from the head.
      const head = await this.options.client.getBlock({ blockTag: 'latest' });
      ancestor = { blockNumber: head.number, blockHash: head.hash };
    }
    const now = clock.now();
    // One transaction: nobody reads a payment reverted while its session still counts it.
    const { cursor, reverted } = await db.transaction(async (tx) => {
      const reverted = await revertPaymentsAbove(tx, chainId, ancestor.blockNumber, this.at(now));
      await tx
        .delete(chainBlocks)
        .where(and(eq(chainBlocks.chainId, chainId), gt(chainBlocks.blockNumber, ancestor.blockNumber)));
      const [cursor] = await tx
        .update(chainCursors)
        .set({ blockNumber: ancestor.blockNumber, blockHash: ancestor.blockHash, updatedAt: now })
        .where(eq(chainCursors.chainId, chainId))
        .returning();
      return { cursor: cursor!, reverted };
    });
    if (reverted > 0) {
      log.warn(
        { chainId, from: String(from), to: String(ancestor.blockNumber), reverted },
        'chain reorg: payments reverted',
      );
    }
    return cursor;
  }

  private async watchedAddresses(): Promise<Set<string>> {
    const db = this.options.database.db;
    const linked = await db
      .selectDistinct({ address: wallets.address })
      .from(paymentLinks)
      .innerJoin(wallets, eq(wallets.id, paymentLinks.payoutWalletId))
      .where(and(eq(paymentLinks.environment, this.options.environment), eq(wallets.network, 'moonbeam')));
    const held = await db
      .selectDistinct({ address: checkoutSessions.payTo })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.chainId, this.chainId), eq(checkoutSessions.amountHeld, true)));
    return new Set([...linked, ...held].map((row) => row.address));
  }

  /**
   * Confirms the pending payments that are final now and settles their sessions, in one
   * transaction (a payment is never confirmed while its session still says otherwise).
   */
  private async confirm(head: bigint): Promise<void> {
    const { chain, client, confirmations, database, clock } = this.options;
    const db = database.db;
    const pending = await db
      .select()
      .from(payments)
      .where(and(eq(payments.chainId, chain.id), eq(payments.state, 'pending')));
    if (pending.length === 0) return;
    let finalNumber: bigint;
    if (chain.local) {
      finalNumber = head - BigInt(confirmations) + 1n;
    } else {
      const finalized = await client.getBlock({ blockTag: 'finalized' });
      finalNumber = finalized.number;
    }
    const due = pending.filter((payment) => payment.blockNumber <= finalNumber);
    if (due.length === 0) return;
    const now = clock.now();
    const confirmed: string[] = [];
    for (const payment of due) {
      const block = await this.blockAt(payment.blockNumber);
      if (block?.hash !== payment.blockHash) continue; // orphaned: the reorg check reverts it
      confirmed.push(payment.id);
    }
    if (confirmed.length === 0) return;
    await db.transaction(async (tx) => {
      await confirmPayments(tx, confirmed, this.at(now));
    });
  }
}
