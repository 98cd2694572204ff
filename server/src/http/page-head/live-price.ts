/**
 * A live auction's price of the moment for its page's head, from the same state the game page and
 * the lot card read (the engine's state in Redis: one hash read, no database), so a link shared
 * during a trade shows what the lot costs now, not what it started at.
 */
import { LOT_STATUS, type LotCard } from '@kimoshdi/shared';
import type { AuctionEngine } from '../../modules/auction';

export type AuctionState = Pick<AuctionEngine, 'state'>;

/** Tiyin; null for a lot not in its auction, one without bids yet, or when the state cannot be read. */
export async function livePrice(auction: AuctionState, card: LotCard): Promise<string | null> {
  // Only a lot in its auction has a price of the moment; any other page costs no read at all.
  if (card.lot_status !== LOT_STATUS.LIVE && card.lot_status !== LOT_STATUS.PAUSED) return null;
  try {
    return (await auction.state(card.id))?.price ?? null;
  } catch {
    // Redis unreachable: the head still goes out, with the start price, rather than none at all.
    return null;
  }
}
