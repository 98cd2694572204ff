/**
 * Auto-bids, resolved eBay style in the same atomic step as the bid that triggered them (docs/domain.md
 * "Auto-bid"): the higher maximum wins at the lowest step that beats the other, equal maxima go to
 * the earlier auto-bid, and a duel is collapsed into at most two bids instead of a flood of rungs.
 * The Lua scripts run the same algorithm (resolveAutoBids in placeBid-6.lua / setAutoBid-5.lua).
 */
import { acceptBid } from './accept';
import { stepAmount, suggestedPrice } from './steps';
import type { AcceptedBid, AuctionState, AutoBid } from './state';

/** Rounds per resolution: a duel settles everyone in two rounds, so this is only a safety cap. */
export const MAX_AUTO_BID_ROUNDS = 8;
/** Rungs one duel may climb: maxima are capped at 100 x start, so only a step that rounds to 0 tiyin reaches this. */
export const MAX_DUEL_RUNGS = 10_000;

interface Bidder extends AutoBid {
  user: string;
}

/** (max desc, order asc): the better bidder first. */
export function compareAutoBids(a: AutoBid, b: AutoBid): number {
  if (a.max !== b.max) return a.max > b.max ? -1 : 1;
  return a.order - b.order;
}

export interface AutoBidInput {
  state: AuctionState;
  participants: Readonly<Record<string, number>>;
  autoBids: Readonly<Record<string, AutoBid>>;
}

export function resolveAutoBids(
  input: AutoBidInput,
  nowMs: number,
): { state: AuctionState; bids: AcceptedBid[] } {
  let { state } = input;
  const bids: AcceptedBid[] = [];
  const all: Bidder[] = Object.entries(input.autoBids).map(([user, a]) => ({ user, ...a }));
  if (all.length === 0) return { state, bids };

  const place = (bidder: Bidder, amount: bigint, step: number) => {
    const accepted = acceptBid(
      state,
      { user: bidder.user, no: input.participants[bidder.user] ?? 0, amount, kind: 'auto', step, req: '' },
      nowMs,
    );
    state = accepted.state;
    bids.push(accepted.bid);
  };

  for (let round = 0; round < MAX_AUTO_BID_ROUNDS; round += 1) {
    const s = suggestedPrice(state);
    const challengers = all.filter((a) => a.user !== state.leader && a.max >= s).sort(compareAutoBids);
    const first = challengers[0];
    if (!first) break;
    const defender = all.find((a) => a.user === state.leader);
    const rivals = challengers.slice(1);
    if (defender) rivals.push(defender);
    const rival = rivals.sort(compareAutoBids)[0];
    const stepBefore = state.stepNo;
    if (!rival) {
      place(first, s, stepBefore + 1);
      continue;
    }
    const [winner, loser] = compareAutoBids(first, rival) <= 0 ? [first, rival] : [rival, first];

    // Rungs r_1 = s, r_(i+1) = r_i + step(step_no + i + 1); only as far as the duel needs.
    const rungs: bigint[] = [s];
    let loserTop = 0;
    let winnerTop = 0;
    for (let i = 1; rungs[i - 1]! <= winner.max; i += 1) {
      const rung = rungs[i - 1]!;
      if (rung <= loser.max) loserTop = i;
      winnerTop = i;
      if (i > loserTop + 1 || i >= MAX_DUEL_RUNGS) break;
      rungs.push(rung + stepAmount(state.startPrice, stepBefore + i + 1, state.stepMode));
    }
    const winnerRung = Math.min(loserTop + 1, winnerTop);
    const loserRung = winnerRung === loserTop ? loserTop - 1 : loserTop;
    if (winner.user === state.leader && loserRung === 0) break;

    if (loserRung >= 1) {
      const amount = rungs[loserRung - 1]!;
      const alreadyThere = loser.user === state.leader && state.price !== null && state.price >= amount;
      if (!alreadyThere) place(loser, amount, stepBefore + loserRung);
    }
    place(winner, rungs[winnerRung - 1]!, stepBefore + winnerRung);
  }
  return { state, bids };
}
