/**
 * The engine's Redis shapes turned into what clients see (shared/src/realtime/events.ts): buyers by
 * number, prices as digit strings, times in epoch ms of the engine's clock.
 */
import type { BidView, GameState } from '@kimoshdi/shared';
import { suggestedPrice } from '@kimoshdi/shared/domain/trade/auction/steps';
import type { LuaBid, LuaState } from '../../../redis/lua';
import type { BidRow } from '../auction.repository';

export function toGameState(lotId: number, state: LuaState): GameState {
  return {
    lot_id: lotId,
    seq: state.seq,
    status: state.status,
    start_price: state.start_price,
    price: state.price || null,
    leader_number: state.leader_no ? Number(state.leader_no) : null,
    previous_price: state.prev_price || null,
    previous_number: state.prev_no ? Number(state.prev_no) : null,
    suggested_price: suggestedPrice({
      startPrice: BigInt(state.start_price),
      price: state.price ? BigInt(state.price) : null,
      stepNo: state.step_no,
      stepMode: state.step_mode,
    }).toString(),
    step_no: state.step_no,
    ends_at: state.ends_at_ms,
    paused_at: state.paused_at_ms,
    over_time_minutes: Math.round(state.over_time_ms / 60_000),
  };
}

export function toBidViewFromLua(bid: LuaBid): BidView {
  return { seq: bid.seq, amount: bid.amount, buyer_number: bid.no, kind: bid.kind, at: bid.at };
}

export function toBidRow(lotId: number, bid: LuaBid): BidRow {
  return {
    lotId,
    seq: bid.seq,
    userId: bid.user,
    buyerNumber: bid.no,
    amount: bid.amount,
    kind: bid.kind,
    stepNo: bid.step,
    requestId: bid.req || null,
    placedAtMs: bid.at,
    endsAtMs: bid.ends,
  };
}
