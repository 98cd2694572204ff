/**
 * Only auction lots have a game: a fixed-price lot asked for as an auction (the game page, a bid,
 * the socket) is refused with NOT_AN_AUCTION, which the client turns into its lot page.
 */
import { isAuction } from '@kimoshdi/shared/domain/lot/trade-type';
import { AppError } from '../../lib/app-error';

export function requireAuction(tradeType: number, lotId: number): void {
  if (!isAuction(tradeType)) throw new AppError('NOT_AN_AUCTION', { lot_id: lotId });
}
