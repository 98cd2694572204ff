/**
 * The reconciler (design.md section 2, step 3): a bid can reach the Redis log and miss PostgreSQL
 * (the process died between the script and the commit, or PostgreSQL was away). Such a bid was
 * never acknowledged, but it stands in the auction, so the record must get it. Every few seconds,
 * and before a lot is settled, each live lot whose record holds fewer bids than Redis's seq gets
 * the missing ones copied from the Redis log (idempotent: the (lot_id, seq) key skips the rest).
 */
import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import { bidCounts, insertBids, type BidRow } from '../auction.repository';

export interface ReconcileContext {
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
}

const EVERY_MS = 2_000;

function rowFromStream(lotId: number, fields: string[]): BidRow | undefined {
  const entry: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) entry[fields[i]!] = fields[i + 1]!;
  const seq = Number(entry.seq);
  if (!Number.isInteger(seq) || seq < 1 || !entry.user || !entry.amount) return undefined;
  return {
    lotId,
    seq,
    userId: entry.user,
    buyerNumber: Number(entry.no),
    amount: entry.amount,
    kind: entry.kind === 'auto' ? 'auto' : 'manual',
    stepNo: Number(entry.step),
    requestId: entry.req || null,
    placedAtMs: Number(entry.at),
    endsAtMs: Number(entry.ends),
  };
}

/** Copies the lot's Redis log bids missing from PostgreSQL; answers how many were copied. */
export async function reconcileLot(
  ctx: ReconcileContext,
  lotId: number,
  knownCount?: number,
): Promise<number> {
  const lotKeys = ctx.keys.lot(lotId);
  const seq = Number((await ctx.redis.hget(lotKeys.state, 'seq')) ?? 0);
  const count = knownCount ?? (await bidCounts(ctx.db, [lotId])).get(lotId)?.count ?? 0;
  if (seq <= count) return 0;
  const entries = await ctx.redis.xrange(lotKeys.bids, '-', '+');
  const rows = entries.flatMap(([, fields]) => rowFromStream(lotId, fields) ?? []);
  if (rows.length === 0) return 0;
  const lastEnd = rows.reduce((end, row) => Math.max(end, row.endsAtMs), 0);
  await insertBids(ctx.db, rows, new Map([[lotId, lastEnd]]));
  const after = (await bidCounts(ctx.db, [lotId])).get(lotId)?.count ?? 0;
  const copied = after - count;
  if (copied > 0) ctx.logger.warn({ lotId, copied }, 'reconciler copied bids the record lacked');
  return copied;
}

/** One pass over every lot Redis holds live. */
export async function reconcileAll(ctx: ReconcileContext): Promise<number> {
  const ids = (await ctx.redis.smembers(ctx.keys.liveLots)).map(Number).filter(Number.isInteger);
  if (ids.length === 0) return 0;
  const counts = await bidCounts(ctx.db, ids);
  let copied = 0;
  for (const lotId of ids) copied += await reconcileLot(ctx, lotId, counts.get(lotId)?.count ?? 0);
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
