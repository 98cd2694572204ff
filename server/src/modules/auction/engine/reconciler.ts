/**
 * The reconciler (docs/architecture.md section 2, step 3): a bid can reach the Redis log and miss PostgreSQL
 * (the process died between the script and the commit, or PostgreSQL was away). Such a bid was
 * never acknowledged, but it stands in the auction, so the record must get it. Every few seconds,
 * and before a lot is settled, each live lot whose record holds fewer bids than Redis's seq gets
 * the missing ones copied from the Redis log (idempotent: the (lot_id, seq) key skips the rest).
 *
 * A bid whose group commit is still in flight (here or in another process) is in Redis and not
 * yet in PostgreSQL too: that is no gap. So a pass first waits for this process's commits, the
 * periodic pass leaves bids younger than IN_FLIGHT_MS to their own commit, and the warning names
 * only bids older than that: "copied bids the record lacked" means a real gap (a crash, an outage).
 */
import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import { reconcilerCopiedBids } from '../../../lib/metrics';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import { bidCounts, insertBids, storedBidSeqs, type BidRow } from '../auction.repository';
import { rowFromStream } from './bid-log';
import type { BidWriter } from './bid-writer';

export interface ReconcileContext {
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
  /** The engine's clock (Redis TIME, as the bids' times): what "young" is measured against. */
  now: () => number;
  /** This process's group commit: waited for, so its own in-flight bids are never a gap. */
  writer?: Pick<BidWriter, 'idle'>;
}

const EVERY_MS = 2_000;
/** Far longer than a group commit takes (milliseconds): a bid older than this and not in PostgreSQL is a gap. */
export const IN_FLIGHT_MS = 1_000;

export interface ReconcileOptions {
  /** The record's bid count if the caller just read it. */
  knownCount?: number;
  /** The lot's seq in Redis if the caller just read it (after knownCount). */
  knownSeq?: number;
  /**
   * Copy every bid, young ones too (the close: the record must be complete before the
   * settlement reads it). Otherwise bids younger than IN_FLIGHT_MS are left to their commit.
   */
  all?: boolean;
}

/** Copies the lot's Redis log bids missing from PostgreSQL; answers how many were copied. */
export async function reconcileLot(
  ctx: ReconcileContext,
  lotId: number,
  options: ReconcileOptions = {},
): Promise<number> {
  const lotKeys = ctx.keys.lot(lotId);
  let count = options.knownCount ?? (await countOf(ctx, lotId));
  const seq = options.knownSeq ?? (await seqOf(ctx, lotId));
  if (seq <= count) return 0;
  if (ctx.writer) {
    await ctx.writer.idle();
    count = await countOf(ctx, lotId);
    if (seq <= count) return 0;
  }
  const youngFrom = ctx.now() - IN_FLIGHT_MS;
  const entries = await ctx.redis.xrange(lotKeys.bids, '-', '+');
  const rows = entries
    .flatMap(([, fields]) => rowFromStream(lotId, fields) ?? [])
    .filter((row) => options.all || row.placedAtMs < youngFrom);
  if (rows.length === 0) return 0;
  const lastEnd = rows.reduce((end, row) => Math.max(end, row.endsAtMs), 0);
  const before = new Set((await storedSeqs(ctx, lotId, rows)).map(String));
  // The same chaining step as the group commit: a copied bid that fills a gap chains those after it.
  const { brokenChains } = await insertBids(ctx.db, rows, { movedEnds: new Map([[lotId, lastEnd]]) });
  if (brokenChains.length > 0)
    ctx.logger.error({ lotId }, 'a committed bid chain disagrees with its bids: chained no further');
  const copied = rows.filter((row) => !before.has(String(row.seq)));
  const gaps = copied.filter((row) => row.placedAtMs < youngFrom);
  reconcilerCopiedBids.inc({ kind: 'gap' }, gaps.length);
  reconcilerCopiedBids.inc({ kind: 'ahead' }, copied.length - gaps.length);
  if (gaps.length > 0) {
    ctx.logger.warn(
      { lotId, copied: gaps.length, seqs: gaps.map((row) => row.seq) },
      'reconciler copied bids the record lacked',
    );
  } else if (copied.length > 0) {
    ctx.logger.debug({ lotId, copied: copied.length }, 'reconciler copied bids ahead of their commit');
  }
  return copied.length;
}

async function seqOf(ctx: ReconcileContext, lotId: number): Promise<number> {
  return Number((await ctx.redis.hget(ctx.keys.lot(lotId).state, 'seq')) ?? 0);
}

async function countOf(ctx: ReconcileContext, lotId: number): Promise<number> {
  return (await bidCounts(ctx.db, [lotId])).get(lotId)?.count ?? 0;
}

/** Which of these rows' seqs the record already holds. */
async function storedSeqs(ctx: ReconcileContext, lotId: number, rows: readonly BidRow[]): Promise<number[]> {
  return storedBidSeqs(
    ctx.db,
    lotId,
    rows.map((row) => row.seq),
  );
}

/** One pass over every lot Redis holds live. */
export async function reconcileAll(ctx: ReconcileContext): Promise<number> {
  const ids = (await ctx.redis.smembers(ctx.keys.liveLots)).map(Number).filter(Number.isInteger);
  if (ids.length === 0) return 0;
  const counts = await bidCounts(ctx.db, ids);
  // Every lot's seq asked for at once: the commands connection sends them in one write (auto-
  // pipelined), where one round trip a lot cost a closing spike's 1 000 live lots 1 000 round
  // trips every pass (docs/benchmarks.md, twenty-eighth look).
  const seqs = await Promise.all(ids.map((lotId) => seqOf(ctx, lotId)));
  let copied = 0;
  for (const [index, lotId] of ids.entries()) {
    const knownSeq = seqs[index] ?? 0;
    const knownCount = counts.get(lotId)?.count ?? 0;
    if (knownSeq > knownCount) copied += await reconcileLot(ctx, lotId, { knownCount, knownSeq });
  }
  return copied;
}

/** Runs reconcileAll every few seconds in this process until stopped. */
export function startReconciler(ctx: ReconcileContext): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileAll(ctx)
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'reconciler pass failed'))
      .finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
