/**
 * Technical interruption and closing (docs/domain.md): a pause stops bids, a resume moves the end by
 * the time lost (the suggested price stays), a close happens only at or after the end.
 */
import { fail, type AuctionState, type RuleFailure } from './state';

export type PauseResult = { ok: true; already: boolean; state: AuctionState } | RuleFailure;
export type ResumeResult = { ok: true; already: boolean; lostMs: number; state: AuctionState } | RuleFailure;

/** Only a live lot before its end pauses; a paused one answers `already`. */
export function pauseAuction(state: AuctionState, nowMs: number): PauseResult {
  if (state.status === 'paused') return { ok: true, already: true, state };
  if (state.status === 'closed' || nowMs >= state.endsAtMs) return fail('AUCTION_ENDED');
  return { ok: true, already: false, state: { ...state, status: 'paused', pausedAtMs: nowMs } };
}

export function resumeAuction(state: AuctionState, nowMs: number): ResumeResult {
  if (state.status === 'live') return { ok: true, already: true, lostMs: 0, state };
  if (state.status === 'closed') return fail('AUCTION_ENDED');
  const lostMs = Math.max(0, nowMs - (state.pausedAtMs ?? nowMs));
  return {
    ok: true,
    already: false,
    lostMs,
    state: { ...state, status: 'live', pausedAtMs: null, endsAtMs: state.endsAtMs + lostMs },
  };
}

/** Closed already -> already; paused -> AUCTION_PAUSED; before the end -> NOT_YET {ends_at_ms}. */
export function closeAuction(state: AuctionState, nowMs: number): PauseResult {
  if (state.status === 'closed') return { ok: true, already: true, state };
  if (state.status === 'paused') return fail('AUCTION_PAUSED');
  if (nowMs < state.endsAtMs) return fail('NOT_YET', { ends_at_ms: state.endsAtMs });
  return { ok: true, already: false, state: { ...state, status: 'closed', closedAtMs: nowMs } };
}
