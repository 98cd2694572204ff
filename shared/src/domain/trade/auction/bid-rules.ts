/**
 * The pure mirror of the Lua scripts placeBid-6, setAutoBid-5 and deleteAutoBid-5: the same checks
 * in the same order, the same answers. Used by the client (what a click will do) and by the shared
 * case table that runs against both.
 */
import { acceptBid } from './accept';
import { resolveAutoBids } from './auto-bid';
import { fail, type AcceptedBid, type AuctionLot, type AuctionState, type RuleFailure } from './state';
import { suggestedPrice } from './steps';

/** Auto-bid maxima are capped at this many start prices. */
export const AUTO_BID_MAX_START_PRICES = 100n;
/** No amount may leave what every client (and a Lua number) holds exactly. */
export const MAX_SAFE_TIYIN = BigInt(Number.MAX_SAFE_INTEGER);

export interface BidAnswer {
  duplicate: boolean;
  /** The accepted bids in seq order: the caller's own first, then any auto-bids it set off. */
  bids: AcceptedBid[];
  /** The state right after the (first) answer. */
  state: AuctionState;
}

export type PlaceBidResult = ({ ok: true; lot: AuctionLot } & BidAnswer) | RuleFailure;
export type SetAutoBidResult = ({ ok: true; lot: AuctionLot; autoBidMax: bigint } & BidAnswer) | RuleFailure;

/** Paused, ended and non-participants, the checks a bid and an auto-bid share. */
function gate(lot: AuctionLot, userId: string, nowMs: number): RuleFailure | null {
  const { state } = lot;
  if (state.status === 'paused') return fail('AUCTION_PAUSED');
  if (state.status === 'closed' || nowMs >= state.endsAtMs) return fail('AUCTION_ENDED');
  if (lot.participants[userId] === undefined) return fail('NOT_PARTICIPANT');
  return null;
}

export interface BidInput {
  userId: string;
  amount: bigint;
  /** '' = no idempotency. */
  requestId: string;
}

export function placeBid(lot: AuctionLot, input: BidInput, nowMs: number): PlaceBidResult {
  const requestKey = `${input.userId}:${input.requestId}`;
  const stored = input.requestId ? (lot.requests[requestKey] as BidAnswer | undefined) : undefined;
  if (stored) return { ok: true, lot, ...stored, duplicate: true };

  const refused = gate(lot, input.userId, nowMs);
  if (refused) return refused;
  if (lot.state.leader === input.userId) return fail('ALREADY_LEADER');
  const suggested = suggestedPrice(lot.state);
  if (input.amount < suggested) return fail('BID_TOO_LOW', { suggested: suggested.toString() });

  const own = acceptBid(
    lot.state,
    {
      user: input.userId,
      no: lot.participants[input.userId]!,
      amount: input.amount,
      kind: 'manual',
      step: lot.state.stepNo + 1,
      req: input.requestId,
    },
    nowMs,
  );
  const auto = resolveAutoBids({ ...lot, state: own.state }, nowMs);
  const answer: BidAnswer = { duplicate: false, bids: [own.bid, ...auto.bids], state: auto.state };
  const requests = input.requestId ? { ...lot.requests, [requestKey]: answer } : lot.requests;
  return { ok: true, lot: { ...lot, state: auto.state, requests }, ...answer };
}

export interface SetAutoBidInput {
  userId: string;
  max: bigint;
  requestId: string;
}

/** The largest maximum allowed on a lot: 100 start prices, and never beyond 2^53 - 1 tiyin. */
export function autoBidCap(startPrice: bigint): bigint {
  const cap = startPrice * AUTO_BID_MAX_START_PRICES;
  return cap < MAX_SAFE_TIYIN ? cap : MAX_SAFE_TIYIN;
}

export function setAutoBid(lot: AuctionLot, input: SetAutoBidInput, nowMs: number): SetAutoBidResult {
  const requestKey = `ab:${input.userId}:${input.requestId}`;
  const stored = input.requestId
    ? (lot.requests[requestKey] as (BidAnswer & { autoBidMax: bigint }) | undefined)
    : undefined;
  if (stored) return { ok: true, lot, ...stored, duplicate: true };

  const refused = gate(lot, input.userId, nowMs);
  if (refused) return refused;
  const { state } = lot;
  const cap = autoBidCap(state.startPrice);
  if (input.max > cap) return fail('AUTO_BID_TOO_HIGH', { max: cap.toString() });
  const suggested = suggestedPrice(state);
  const isLeader = state.leader === input.userId;
  // The leader only needs a maximum above the price it already holds.
  const tooLow = isLeader ? input.max <= (state.price ?? 0n) : input.max < suggested;
  if (tooLow) return fail('AUTO_BID_TOO_LOW', { suggested: suggested.toString() });

  const order = state.abOrder + 1;
  const autoBids = { ...lot.autoBids, [input.userId]: { max: input.max, order } };
  const withOrder: AuctionState = { ...state, abOrder: order };
  const auto = resolveAutoBids({ participants: lot.participants, autoBids, state: withOrder }, nowMs);
  const answer = { duplicate: false, bids: auto.bids, state: auto.state, autoBidMax: input.max };
  const requests = input.requestId ? { ...lot.requests, [requestKey]: answer } : lot.requests;
  return { ok: true, lot: { ...lot, state: auto.state, autoBids, requests }, ...answer };
}

export function deleteAutoBid(
  lot: AuctionLot,
  userId: string,
): { ok: true; deleted: boolean; lot: AuctionLot } {
  if (!lot.autoBids[userId]) return { ok: true, deleted: false, lot };
  const autoBids = { ...lot.autoBids };
  delete autoBids[userId];
  return { ok: true, deleted: true, lot: { ...lot, autoBids } };
}
