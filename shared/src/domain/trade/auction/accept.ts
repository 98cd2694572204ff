/**
 * What an accepted bid does to the state, manual or auto: seq + 1, the previous price and leader
 * kept for the reserve winner, the new step count, and the over-time check with the same clock.
 */
import { endsAfterBid } from './over-time';
import type { AcceptedBid, AuctionState, BidKind } from './state';

export interface BidToAccept {
  user: string;
  no: number;
  amount: bigint;
  kind: BidKind;
  /** step_no after the bid. */
  step: number;
  req: string;
}

export function acceptBid(
  state: AuctionState,
  bid: BidToAccept,
  nowMs: number,
): { state: AuctionState; bid: AcceptedBid } {
  const endsAtMs = endsAfterBid(state.endsAtMs, nowMs, state.overTimeMs);
  const next: AuctionState = {
    ...state,
    prevPrice: state.price,
    prevNo: state.leaderNo,
    price: bid.amount,
    leader: bid.user,
    leaderNo: bid.no,
    seq: state.seq + 1,
    stepNo: bid.step,
    endsAtMs,
  };
  return { state: next, bid: { ...bid, seq: next.seq, at: nowMs, ends: endsAtMs } };
}
