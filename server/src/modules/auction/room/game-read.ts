/**
 * What the game page reads (REST lot-game-info, the socket's join answer, check): the live state
 * from the engine, or for a lot before or after its auction a state made from the record, so the
 * page shows "waiting" or the result instead of an error.
 */
import {
  isBeforeAuction,
  type GameCheck,
  type GameSeat,
  type BidView,
  type GameState,
  type LotGameInfo,
} from '@kimoshdi/shared';
import { suggestedPrice } from '@kimoshdi/shared/domain/trade/auction/steps';
import { stepModeFor } from '@kimoshdi/shared/domain/money/bhm';
import { canBuy, type Role } from '@kimoshdi/shared/domain/user/roles';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { findActiveApplication } from '../../application';
import { requireAuction } from '../auction-lot';
import { findLotRecord, lotBidHead } from '../auction.repository';
import type { AuctionEngine } from '../engine/engine.types';
import { finishedGameState, isFinished, readFinishedGame } from './finished-game';
import type { Presence } from './presence';

export interface GameReader {
  state(lotId: number): Promise<GameState>;
  seat(lotId: number, user?: { id: string; role: Role }): Promise<GameSeat>;
  info(lotId: number, user?: { id: string; role: Role }): Promise<LotGameInfo>;
  check(lotId: number, user?: { id: string; role: Role }): Promise<GameCheck>;
}

export function createGameReader(db: Database, engine: AuctionEngine, presence: Presence): GameReader {
  /** A lot that is not live: its state from the record, and a finished lot's bids from its result. */
  async function recorded(lotId: number): Promise<{ state: GameState; bids: BidView[] | null }> {
    const lot = await findLotRecord(db, lotId);
    if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
    requireAuction(lot.tradeType, lotId);
    if (isFinished(lot.lotStatus)) {
      const finished = await readFinishedGame(db, lotId, lot.lotStatus);
      return { state: finishedGameState(lot, finished), bids: finished.bids };
    }
    const [last, previous] = await lotBidHead(db, lotId);
    const stepMode = lot.stepMode ?? stepModeFor(BigInt(lot.startPrice), lot.publishedAt);
    const stepNo = last?.step_no ?? 0;
    const recordedState: GameState = {
      lot_id: lotId,
      seq: last?.seq ?? 0,
      status: isBeforeAuction(lot.lotStatus) ? 'waiting' : 'closed',
      start_price: lot.startPrice,
      price: last ? String(last.amount) : null,
      leader_number: last?.buyer_number ?? null,
      previous_price: previous ? String(previous.amount) : null,
      previous_number: previous?.buyer_number ?? null,
      suggested_price: suggestedPrice({
        startPrice: BigInt(lot.startPrice),
        price: last ? BigInt(last.amount) : null,
        stepNo,
        stepMode,
      }).toString(),
      step_no: stepNo,
      ends_at: lot.endsAt.getTime(),
      paused_at: null,
      over_time_minutes: lot.overTimeMinutes,
    };
    return { state: recordedState, bids: null };
  }

  async function state(lotId: number): Promise<GameState> {
    return (await engine.state(lotId)) ?? (await recorded(lotId)).state;
  }

  async function seat(lotId: number, user?: { id: string; role: Role }): Promise<GameSeat> {
    if (!user) return { role: 'guest', buyer_number: null, auto_bid_max: null };
    const live = await engine.seat(lotId, user.id);
    let buyerNumber = live.buyerNumber;
    // Not in a live lot's state (the lot is not live): the record's application says.
    if (buyerNumber === null)
      buyerNumber = (await findActiveApplication(db, lotId, user.id))?.buyer_number ?? null;
    return {
      role: buyerNumber === null ? 'viewer' : 'participant',
      buyer_number: buyerNumber,
      auto_bid_max: live.autoBidMax,
    };
  }

  return {
    state,
    seat,

    async info(lotId, user) {
      const live = await engine.state(lotId);
      const { state: gameState, bids: finishedBids } = live
        ? { state: live, bids: null }
        : await recorded(lotId);
      const [bids, counts, mySeat] = await Promise.all([
        finishedBids ?? engine.lastBids(lotId, 50),
        presence.counts(lotId, gameState.seq),
        seat(lotId, user),
      ]);
      return { state: gameState, bids, counts, seat: mySeat, server_time: engine.now() };
    },

    async check(lotId, user) {
      const gameState = await state(lotId);
      const mySeat = await seat(lotId, user);
      let reason: GameCheck['reason'] = null;
      if (!user) reason = 'UNAUTHORIZED';
      else if (!canBuy(user.role)) reason = 'BUYER_ROLE_REQUIRED';
      else if (mySeat.role !== 'participant') reason = 'NOT_PARTICIPANT';
      else if (gameState.status === 'waiting') reason = 'AUCTION_NOT_LIVE';
      else if (gameState.status === 'paused') reason = 'AUCTION_PAUSED';
      else if (gameState.status === 'closed' || gameState.ends_at <= engine.now()) reason = 'AUCTION_ENDED';
      return { can_bid: reason === null, seat: mySeat, reason };
    },
  };
}
