import type { GameState } from '@kimoshdi/shared';

export interface Outbid {
  /** The new leader's buyer number and price (tiyin). */
  number: number;
  price: string;
}

/**
 * Whether the board's move from `before` to `after` took the lead from the caller (buyer number
 * `mine`): by another's bid, or by a bid past the caller's auto-bid maximum. Only a move forward in
 * the lot's seq counts, so a stale snapshot or a repeat says nothing.
 */
export function outbidBy(
  before: GameState | null,
  after: GameState | null,
  mine: number | null,
): Outbid | null {
  if (mine === null || before === null || after === null) return null;
  if (after.lot_id !== before.lot_id || after.seq <= before.seq) return null;
  if (before.leader_number !== mine) return null;
  if (after.leader_number === null || after.leader_number === mine || after.price === null) return null;
  return { number: after.leader_number, price: after.price };
}
