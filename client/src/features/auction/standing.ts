/**
 * Where the caller stands in the room, the largest word on the screen after the price: leading,
 * outbid (they bid and someone else leads now), or watching (a participant who has not bid yet,
 * or anyone else). Pure, so the page, the phone's bar, the title and the announcer agree.
 */
import type { BidView, GameState } from '@kimoshdi/shared';

export type Standing = 'leading' | 'outbid' | 'watching';

export function roomStanding(
  state: GameState | null,
  mine: number | null,
  /** The bids the page knows (any order): the board's, and the chart's whole history. */
  bids: readonly BidView[],
): Standing {
  if (state === null || mine === null) return 'watching';
  if (state.leader_number === mine) return 'leading';
  return bids.some((bid) => bid.buyer_number === mine) ? 'outbid' : 'watching';
}

/** The tab's title: the price first, so a background tab tells how the auction goes. */
export function roomTitle(parts: { price: string | null; standing: string | null; name: string }): string {
  return [parts.price, parts.standing, parts.name].filter(Boolean).join(' · ');
}
