/**
 * A finished lot as its game page shows it, read from the same record as its result page
 * (lot-result): the lot's final price and winner, and lot_result_bids. The engine's close copies
 * its bids there in the closing transaction, and the demo seeds finished lots only there, so one
 * source serves both kinds and both pages agree.
 */
import { isBeforeAuction, LOT_STATUS, type BidView, type GameState } from '@kimoshdi/shared';
import { tradeStatus } from '@kimoshdi/shared/domain/lot/lot-archive';
import { lotOutcome } from '@kimoshdi/shared/domain/lot/lot-outcome';
import type { Db } from '../../../db/database';
import { lotResult, resultBids } from '../../lot';
import type { LotRecord } from '../auction.repository';

export interface FinishedGame {
  /** The final price (tiyin) and the winner's buyer number, or the last offer made. */
  price: string | null;
  leaderNumber: number | null;
  previousPrice: string | null;
  previousNumber: number | null;
  stepNo: number;
  seq: number;
  /** Newest first, every bid. */
  bids: BidView[];
}

/** After the auction: neither waiting for it nor in it. */
export function isFinished(status: number): boolean {
  return !isBeforeAuction(status) && status !== LOT_STATUS.LIVE && status !== LOT_STATUS.PAUSED;
}

export async function readFinishedGame(db: Db, lotId: number, status: number): Promise<FinishedGame> {
  const [outcome, rows] = await Promise.all([lotResult(db, lotId), resultBids(db, lotId)]);
  const bids: BidView[] = rows
    .map((row) => ({
      seq: row.seq,
      amount: String(row.amount),
      buyer_number: buyerNumberOf(row.buyer_number),
      // The result record keeps no kind: every bid there reads as given.
      kind: 'manual' as const,
      at: new Date(row.at).getTime(),
    }))
    .reverse();
  // A sold lot's price and winner as the lot records them; otherwise the last offer made.
  const sold = lotOutcome(tradeStatus(status, outcome?.archived_from)) === 'sold';
  const [last, previous] = bids;
  const price = sold && outcome?.final_price ? String(outcome.final_price) : (last?.amount ?? null);
  const leader = sold && outcome?.winner_buyer_number ? buyerNumberOf(outcome.winner_buyer_number) : null;
  const winnerNumber = leader ?? last?.buyer_number ?? NaN;
  return {
    price,
    leaderNumber: Number.isFinite(winnerNumber) ? winnerNumber : null,
    previousPrice: previous ? previous.amount : null,
    previousNumber: previous ? previous.buyer_number : null,
    stepNo: bids.length,
    seq: last?.seq ?? 0,
    bids,
  };
}

/** The game state of a finished lot: closed, at its final price. */
export function finishedGameState(lot: LotRecord, finished: FinishedGame): GameState {
  return {
    lot_id: lot.id,
    seq: finished.seq,
    status: 'closed',
    start_price: lot.startPrice,
    price: finished.price,
    leader_number: finished.leaderNumber,
    previous_price: finished.previousPrice,
    previous_number: finished.previousNumber,
    // Nothing more can be offered: the price stands as it ended.
    suggested_price: finished.price ?? lot.startPrice,
    step_no: finished.stepNo,
    ends_at: lot.endsAt.getTime(),
    paused_at: null,
    over_time_minutes: lot.overTimeMinutes,
  };
}

/** The record keeps buyer numbers as text; the game, as numbers ("B-042", from older seeds, is 42). */
function buyerNumberOf(text: string): number {
  return Number(text.replace(/\D+/g, '')) || 0;
}
