/**
 * The public bid log of a finished auction (docs/bid-log.md): every bid with its chain hash, the
 * genesis and what it is made of, the final digest and the lot's result, so anyone can recompute
 * the chain (scripts/verify-auction.mjs does). Only once the trade has ended: a live lot shows its
 * own feed. Unknown lots are 404 NOT_FOUND; fixed-price lots and unfinished auctions 409 WRONG_STATE.
 */
import { lotOutcome, tradeStatus, type BidLog, type BidLogQuery } from '@kimoshdi/shared';
import { BID_LOG_VERSION, genesisHash, genesisLine } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import { LARGE_STEPS, STEP_BASIS_POINTS } from '@kimoshdi/shared/domain/trade/auction/steps';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { genesisInputOf } from '@kimoshdi/shared/domain/trade/auction/genesis-input';
import { bidLogLot, bidLogPage, bidLogTail } from './bid-log.repository';

export async function readBidLog(db: Db, query: BidLogQuery): Promise<BidLog> {
  const lot = await bidLogLot(db, query.lot_id);
  if (!lot) throw new AppError('NOT_FOUND');
  const outcome = lotOutcome(tradeStatus(lot.lot_status, lot.archived_from));
  if (!mechanismOf(lot.trade_type).bids || outcome === 'not_finished')
    throw new AppError('WRONG_STATE', { lot_id: lot.id });

  // A lot the engine held has its auction record; a history written otherwise (the demo's
  // finished lots) is chained from the lot's own start and step mode (lot-write.repository.ts).
  const input = genesisInputOf({ ...lot, lot_id: lot.id, started_at: lot.started_at ?? lot.starts_at });
  const genesis = lot.chain_genesis ?? genesisHash(input);
  const [tail, rows] = await Promise.all([
    bidLogTail(db, lot.id),
    bidLogPage(db, lot.id, query.page, query.per_page),
  ]);
  const sold = outcome === 'sold';
  return {
    lot_id: lot.id,
    lot_number: lot.lot_number,
    genesis_input: {
      version: BID_LOG_VERSION,
      lot_id: lot.id,
      lot_number: lot.lot_number,
      start_price: String(input.startPrice),
      started_at: input.startedAtMs,
      step_mode: input.stepMode,
      step_rule: {
        large_bp: STEP_BASIS_POINTS.large,
        large_steps: LARGE_STEPS,
        small_bp: STEP_BASIS_POINTS.small,
        flat_bp: STEP_BASIS_POINTS.flat,
      },
    },
    genesis_line: genesisLine(input),
    genesis,
    final_digest: tail.total === 0 ? genesis : tail.lastHash,
    result: {
      outcome,
      final_price: sold && lot.final_price !== null ? String(lot.final_price) : null,
      winner_buyer_number: sold ? lot.winner_buyer_number : null,
    },
    total: tail.total,
    page: query.page,
    per_page: query.per_page,
    items: rows.map((row, i) => ({
      seq: row.seq,
      buyer_number: row.buyer_number,
      amount: String(row.amount),
      placed_at: row.at.getTime(),
      // Rows copied before the log existed carry no step count: each was one step of the ladder.
      step_no: row.step_no ?? (query.page - 1) * query.per_page + i + 1,
      hash: row.chain_hash,
    })),
  };
}
