/**
 * Only lots whose mechanism takes bids (the auction) have a game: a fixed-price lot asked for as an auction (the game page, a bid,
 * the socket) is refused with NOT_AN_AUCTION, which the client turns into its lot page.
 */
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { AppError } from '../../lib/app-error';

export function requireAuction(tradeType: number, lotId: number): void {
  if (!mechanismOf(tradeType).bids) throw new AppError('NOT_AN_AUCTION', { lot_id: lotId });
}
