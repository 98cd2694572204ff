/**
 * A live lot as the auction rules see it: the pure mirror of the Redis state the Lua scripts keep
 * (server/src/redis/lua, contract in the engine docs). Money in tiyin as bigint, times in epoch ms
 * of the engine's clock (Redis TIME).
 */
import type { StepMode } from './steps';

export type AuctionStatus = 'live' | 'paused' | 'closed';
export type BidKind = 'manual' | 'auto';

export interface AuctionState {
  lotId: number;
  status: AuctionStatus;
  startPrice: bigint;
  stepMode: StepMode;
  price: bigint | null;
  leader: string | null;
  leaderNo: number | null;
  prevPrice: bigint | null;
  prevNo: number | null;
  seq: number;
  stepNo: number;
  endsAtMs: number;
  /** The lot's end before any over-time. */
  scheduledEndMs: number;
  /** Over-time window; 0 = off. */
  overTimeMs: number;
  pausedAtMs: number | null;
  closedAtMs: number | null;
  /** The last auto-bid order handed out: a new or changed maximum takes the next one. */
  abOrder: number;
}

export interface AutoBid {
  max: bigint;
  /** Set order: on equal maxima the earlier (smaller) wins. */
  order: number;
}

export interface AcceptedBid {
  seq: number;
  user: string;
  /** Buyer number. */
  no: number;
  amount: bigint;
  kind: BidKind;
  /** step_no after this bid. */
  step: number;
  at: number;
  /** ends_at after this bid. */
  ends: number;
  /** Request id ('' for auto bids). */
  req: string;
}

export interface AuctionLot {
  state: AuctionState;
  /** User id -> buyer number. */
  participants: Readonly<Record<string, number>>;
  autoBids: Readonly<Record<string, AutoBid>>;
  /** "<user>:<request_id>" (auto-bids "ab:<user>:<request_id>") -> the first answer. */
  requests: Readonly<Record<string, unknown>>;
}

export interface RuleFailure {
  ok: false;
  code: string;
  data?: Record<string, string | number>;
}

export function fail(code: string, data?: Record<string, string | number>): RuleFailure {
  return data ? { ok: false, code, data } : { ok: false, code };
}
