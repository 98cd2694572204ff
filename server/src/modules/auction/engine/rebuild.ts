/**
 * Rebuilding a live lot's Redis state from PostgreSQL (docs/architecture.md section 2, step 6): after a Redis
 * restart, flush or failover, or for a lot made live while no engine held it. The record is the
 * truth: the last bid gives price, leader and seq; applications give the participants; auto_bids
 * the maxima; the lot its end. One process rebuilds (a short Redis lock); the others wait for it.
 */
import { randomUUID } from 'node:crypto';
import { isBeforeAuction, LOT_STATUS } from '@kimoshdi/shared';
import { stepModeFor } from '@kimoshdi/shared/domain/money/bhm';
import type { Database } from '../../../db/database';
import { activeApplications } from '../../application';
import { AppError } from '../../../lib/app-error';
import { lotRebuilds } from '../../../lib/metrics';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import type { AuctionScripts } from '../../../redis/lua';
import { requireAuction } from '../auction-lot';
import { ensureAuctionRow, findLotRecord, lotAutoBids, lotBidHead } from '../auction.repository';

const LOCK_MS = 10_000;
const WAIT_STEP_MS = 25;
const WAIT_MAX_MS = 5_000;

export interface RebuildContext {
  db: Database;
  redis: Redis;
  keys: Keys;
  scripts: AuctionScripts;
  /** The engine's clock (Redis TIME), for a pause whose start the record lacks. */
  now(): number;
}

/**
 * Makes sure Redis holds the lot's live state. Throws NOT_FOUND for an unknown lot,
 * AUCTION_NOT_LIVE before the start and AUCTION_ENDED after the end.
 */
export async function rebuildLotState(ctx: RebuildContext, lotId: number): Promise<void> {
  const { db, redis, keys, scripts } = ctx;
  const lotKeys = keys.lot(lotId);
  const lot = await findLotRecord(db, lotId);
  if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
  requireAuction(lot.tradeType, lotId);
  if (lot.lotStatus !== LOT_STATUS.LIVE && lot.lotStatus !== LOT_STATUS.PAUSED) {
    // Before the auction a bid is "not live yet"; any other status that is not live has ended.
    throw new AppError(isBeforeAuction(lot.lotStatus) ? 'AUCTION_NOT_LIVE' : 'AUCTION_ENDED', {
      lot_id: lotId,
    });
  }

  const lockKey = keys.lotRebuildLock(lotId);
  const token = randomUUID();
  const locked = await redis.set(lockKey, token, 'PX', LOCK_MS, 'NX');
  if (!locked) {
    // Another process is rebuilding: wait for its state rather than race it.
    for (let waited = 0; waited < WAIT_MAX_MS; waited += WAIT_STEP_MS) {
      if (await redis.exists(lotKeys.state)) return;
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
    throw new AppError('SERVICE_UNAVAILABLE', { lot_id: lotId, reason: 'rebuild-timeout' });
  }
  try {
    if (await redis.exists(lotKeys.state)) return;
    const stepMode = lot.stepMode ?? stepModeFor(BigInt(lot.startPrice), lot.publishedAt);
    if (!lot.stepMode) await ensureAuctionRow(db, lot, stepMode);
    const [head, applications, autoBids] = await Promise.all([
      lotBidHead(db, lotId),
      activeApplications(db, lotId),
      lotAutoBids(db, lotId),
    ]);
    const [last, previous] = head;
    const endsAtMs = Math.max(lot.endsAt.getTime(), last ? new Date(last.ends_at).getTime() : 0);
    const paused = lot.lotStatus === LOT_STATUS.PAUSED;
    const state: Record<string, string> = {
      lot_id: String(lotId),
      status: paused ? 'paused' : 'live',
      start_price: lot.startPrice,
      step_mode: stepMode,
      price: last ? String(last.amount) : '',
      leader: last ? String(last.user_id) : '',
      leader_no: last ? String(last.buyer_number) : '',
      prev_price: previous ? String(previous.amount) : '',
      prev_no: previous ? String(previous.buyer_number) : '',
      seq: String(last?.seq ?? 0),
      step_no: String(last?.step_no ?? 0),
      ends_at_ms: String(endsAtMs),
      scheduled_end_ms: String((lot.scheduledEndAt ?? lot.endsAt).getTime()),
      over_time_ms: String(lot.overTimeMinutes * 60_000),
      paused_at_ms: paused ? String(lot.pausedAt?.getTime() ?? ctx.now()) : '',
      closed_at_ms: '',
      ab_order: String(autoBids.reduce((max, a) => Math.max(max, Number(a.set_order)), 0)),
    };
    const autobids = Object.fromEntries(
      autoBids.map((a) => [String(a.user_id), `${String(a.max_amount)}:${String(a.set_order)}`]),
    );
    const participants = Object.fromEntries(applications.map((a) => [a.userId, a.buyerNumber]));
    await scripts.load(lotKeys, { state, participants, autobids });
    await redis.sadd(keys.liveLots, String(lotId));
    lotRebuilds.inc();
  } finally {
    // Release only our own lock (it may have expired and been taken by another process).
    if ((await redis.get(lockKey)) === token) await redis.del(lockKey);
  }
}
