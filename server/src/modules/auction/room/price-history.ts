/**
 * The room's price-over-time chart reads the whole auction from the record: the live lot's
 * committed bids (the game's board keeps only the newest 50), a finished lot's result bids (the
 * demo seeds finished lots only there), the technical interruptions and the scheduled end beside
 * the current one, so the chart can mark pauses and over-time.
 */
import { PRICE_HISTORY_MAX, type BidView, type PriceHistory } from '@kimoshdi/shared';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { resultBids } from '../../lot';
import { requireAuction } from '../auction-lot';
import { auctionStart, findLotRecord, interruptionsOf, lastBids } from '../auction.repository';
import type { GameReader } from './game-read';

const epoch = (value: Date | string) => new Date(value).getTime();

async function recordedBids(db: Db, lotId: number): Promise<BidView[]> {
  const live = await lastBids(db, lotId, PRICE_HISTORY_MAX);
  if (live.length > 0) return live.reverse();
  const finished = await resultBids(db, lotId);
  return finished.slice(-PRICE_HISTORY_MAX).map((row) => ({
    seq: row.seq,
    amount: String(row.amount),
    buyer_number: Number(row.buyer_number),
    kind: 'manual' as const,
    at: epoch(row.at),
  }));
}

export async function readPriceHistory(
  db: Db,
  reader: GameReader,
  lotId: number,
  now: number,
): Promise<PriceHistory> {
  const lot = await findLotRecord(db, lotId);
  if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
  requireAuction(lot.tradeType, lotId);
  const [state, bids, auction, pauses] = await Promise.all([
    reader.state(lotId),
    recordedBids(db, lotId),
    auctionStart(db, lotId),
    interruptionsOf(db, lotId),
  ]);
  return {
    lot_id: lotId,
    started_at: auction ? epoch(auction.started_at) : null,
    scheduled_end_at: (lot.scheduledEndAt ?? lot.endsAt).getTime(),
    ends_at: state.ends_at,
    bids,
    pauses: pauses.map((row) => ({
      paused_at: epoch(row.paused_at),
      resumed_at: row.resumed_at ? epoch(row.resumed_at) : null,
    })),
    server_time: now,
  };
}
