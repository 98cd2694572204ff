/**
 * What this process knows for sure about the live lots it takes bids for, so that a bid that is
 * surely too low is refused without a Redis round trip (issue 25: in a storm nearly every attempt is
 * such a bid, and its round trip was most of what an attempt cost; docs/decisions.md "A bid surely
 * too low refused from what the process knows").
 *
 * "Surely" means the placeBid script would refuse it too, with the same answer:
 * - the amount is below the suggested price of a state the script has had (prices only rise
 *   while a lot is live, so an older state's suggestion is never above the script's);
 * - the bid is not a repeat of an accepted request, which the script answers with its first
 *   answer: the process knows every accepted request of the lot up to the known state's `seq` (a
 *   snapshot of the lot's requests hash, then every accepted bid in order of `seq`), and every bid
 *   after that state was at least its suggestion, so a repeat of one is never refused here (a gap
 *   in `seq`, bids taken by another process, has the lot read again in the background);
 * - the bidder passed the script's gate before (a participant; so NOT_PARTICIPANT is never
 *   answered as too low) and is not the leader (ALREADY_LEADER);
 * - the lot was live at an answer from Redis less than FRESH_MS ago (a pause or an end decided by
 *   another process shows within that time; this process's own pause, resume, close and rebuild
 *   drop the lot at once), and its known end is more than FRESH_MS away.
 * Anything else goes to the script, as before.
 */
import { suggestedPrice } from '@kimoshdi/shared/domain/trade/auction/steps';
import type { LuaBid, LuaState } from '../../../redis/lua';

/** How long an answer from Redis vouches for the lot being live and its bidders' standing. */
export const FRESH_MS = 1000;

/** The lot as Redis held it at one moment: its state and the keys of its hashes. */
export interface LotKnowledge {
  state: LuaState;
  /** The requests hash's keys: `${user}:${request id}` for bids (other kinds carry a prefix). */
  requests: readonly string[];
  participants: readonly string[];
}

interface Known {
  seq: number;
  suggested: bigint;
  suggestedText: string;
  leader: string;
  endsAtMs: number;
  confirmedAtMs: number;
  requests: Set<string>;
  participants: Set<string>;
}

export interface KnownLots {
  /** The suggested price to refuse with, when the bid is surely too low; otherwise undefined. `nowMs`: the engine's clock (Redis time). */
  tooLow(lotId: number, userId: string, amount: bigint, requestId: string, nowMs: number): string | undefined;
  /** An accepted bid's answer from the script, taken in at once: the script compares with Redis's state, durable or not yet. */
  accepted(lotId: number, userId: string, bids: readonly LuaBid[], state: LuaState): void;
  /** The script's refusal of a bid. */
  refused(lotId: number, userId: string, code: string, suggested: unknown): void;
  /** Forget the lot (paused, closed, rebuilt or gone here). */
  drop(lotId: number): void;
  /**
   * A bid at `amount` on a known lot while a bid at least as high is on its way to the script:
   * the promise of that bid's answer, after which this one may be surely too low. Otherwise
   * undefined.
   */
  ahead(lotId: number, amount: bigint): Promise<void> | undefined;
  /** A bid at `amount` goes to the script: call the function returned once its answer is taken in. */
  sending(lotId: number, amount: bigint): () => void;
}

interface OnItsWay {
  amount: bigint;
  answered: Promise<void>;
  settle: () => void;
}

/** How long this process's own accepted bid may take to be known before the lot is read again. */
export const CATCH_UP_MS = 200;

/** How long a lot no answer vouched for is kept (it is read again if bids come back). */
export const IDLE_MS = 10 * 60 * 1000;

/** Lots known at once: far above the live lots of a process; past it the knowledge starts again. */
const MAX_LOTS = 5000;

export function createKnownLots(
  load: (lotId: number) => Promise<LotKnowledge | undefined>,
  wallNow: () => number,
): KnownLots {
  const lots = new Map<number, Known>();
  /** Loads under way, each with its token: a lot dropped meanwhile takes no stale load. */
  const loading = new Map<number, object>();
  /** Lots a refusal said are behind, checked once after CATCH_UP_MS. */
  const behind = new Map<number, bigint>();
  /** The highest bid of each lot on its way to the script. */
  const onItsWay = new Map<number, OnItsWay>();

  /**
   * Reads the lot again in the background. What is known stays in use meanwhile: a state's
   * suggestion is a lower bound of every later one, and every bid after it was at least that
   * suggestion, so a repeat of one is never below it (and goes to the script).
   */
  function learn(lotId: number): void {
    if (loading.has(lotId)) return;
    const token = {};
    loading.set(lotId, token);
    load(lotId)
      .then((knowledge) => {
        if (loading.get(lotId) !== token || !knowledge || knowledge.state.status !== 'live') return;
        const current = lots.get(lotId);
        if (current && current.seq >= knowledge.state.seq) return;
        if (!current) forgetIdle();
        const known: Known = {
          seq: 0,
          suggested: 0n,
          suggestedText: '0',
          leader: '',
          endsAtMs: 0,
          confirmedAtMs: wallNow(),
          requests: new Set(knowledge.requests),
          participants: new Set(knowledge.participants),
        };
        takeState(known, knowledge.state);
        lots.set(lotId, known);
      })
      // Knowledge is an optimisation: without it every bid goes to the script.
      .catch(() => undefined)
      .finally(() => {
        if (loading.get(lotId) === token) loading.delete(lotId);
      });
  }

  /**
   * A refusal from the script suggests more than is known: a bid was taken after the known state.
   * Usually it is this process's own, whose answer is on its way; if the known state has not
   * caught up after CATCH_UP_MS, the bid was taken elsewhere and the lot is read again.
   */
  function noteBehind(lotId: number, theirs: bigint): void {
    const waiting = behind.get(lotId);
    if (waiting !== undefined) {
      if (theirs > waiting) behind.set(lotId, theirs);
      return;
    }
    behind.set(lotId, theirs);
    setTimeout(() => {
      const wanted = behind.get(lotId);
      behind.delete(lotId);
      const known = lots.get(lotId);
      if (wanted !== undefined && known && known.suggested < wanted) learn(lotId);
    }, CATCH_UP_MS).unref();
  }

  /**
   * Lots no answer vouched for in IDLE_MS (ended, closed by another process, or quiet) are let go
   * when another is learnt, so what a process keeps follows its live lots; past MAX_LOTS all go.
   */
  function forgetIdle(): void {
    const idleSince = wallNow() - IDLE_MS;
    for (const [lotId, known] of lots) if (known.confirmedAtMs < idleSince) lots.delete(lotId);
    if (lots.size >= MAX_LOTS) lots.clear();
  }

  function drop(lotId: number): void {
    lots.delete(lotId);
    loading.delete(lotId);
  }

  function takeState(known: Known, state: LuaState): void {
    known.seq = state.seq;
    known.suggested = suggestedPrice({
      startPrice: BigInt(state.start_price),
      price: state.price ? BigInt(state.price) : null,
      stepNo: state.step_no,
      stepMode: state.step_mode,
    });
    known.suggestedText = known.suggested.toString();
    known.leader = state.leader;
    known.endsAtMs = state.ends_at_ms;
  }

  return {
    tooLow(lotId, userId, amount, requestId, nowMs) {
      const known = lots.get(lotId);
      if (!known || amount >= known.suggested) return undefined;
      // Near the end the engine's estimate of Redis's clock may be behind: the script decides there.
      if (wallNow() - known.confirmedAtMs >= FRESH_MS || nowMs + FRESH_MS >= known.endsAtMs) return undefined;
      if (userId === known.leader || !known.participants.has(userId)) return undefined;
      if (requestId !== '' && known.requests.has(`${userId}:${requestId}`)) return undefined;
      return known.suggestedText;
    },

    accepted(lotId, userId, bids, state) {
      const known = lots.get(lotId);
      const first = bids[0];
      if (!known || !first) {
        if (state.status === 'live') learn(lotId);
        return;
      }
      if (state.seq <= known.seq) return; // an answer overtaken by what is known
      if (first.seq !== known.seq + 1) {
        learn(lotId); // bids taken elsewhere in between: their requests are not known here
        return;
      }
      for (const bid of bids) {
        if (bid.kind === 'manual' && bid.req) known.requests.add(`${bid.user}:${bid.req}`);
      }
      known.participants.add(userId);
      known.confirmedAtMs = wallNow();
      takeState(known, state);
    },

    refused(lotId, userId, code, suggested) {
      if (code === 'BID_TOO_LOW' || code === 'ALREADY_LEADER') {
        const known = lots.get(lotId);
        if (!known) {
          learn(lotId);
          return;
        }
        // Past the script's gate: a participant, on a live lot, now.
        known.participants.add(userId);
        known.confirmedAtMs = wallNow();
        const theirs = code === 'BID_TOO_LOW' ? toBigInt(suggested) : undefined;
        if (theirs !== undefined && theirs > known.suggested) noteBehind(lotId, theirs);
      } else if (code !== 'RATE_LIMITED' && code !== 'NOT_PARTICIPANT') {
        drop(lotId);
      }
    },

    drop,

    ahead(lotId, amount) {
      const highest = onItsWay.get(lotId);
      if (!highest || amount > highest.amount || !lots.has(lotId)) return undefined;
      return highest.answered;
    },

    sending(lotId, amount) {
      const highest = onItsWay.get(lotId);
      if (highest && highest.amount >= amount) return nothing;
      let settle = nothing;
      const answered = new Promise<void>((resolve) => (settle = resolve));
      const mine: OnItsWay = { amount, answered, settle };
      onItsWay.set(lotId, mine);
      return () => {
        if (onItsWay.get(lotId) === mine) onItsWay.delete(lotId);
        mine.settle();
      };
    },
  };
}

function nothing(): void {}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  try {
    return BigInt(value);
  } catch {
    return undefined;
  }
}
