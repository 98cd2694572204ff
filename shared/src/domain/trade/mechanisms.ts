/**
 * The trade mechanisms, one row each (trade/mechanism.ts): the one table a new sale mechanism
 * joins. A lot's rules are asked of `mechanismOf(lot.trade_type)`.
 */
import { auctionMechanism } from './auction/auction.mechanism';
import { fixedPriceMechanism } from './fixed-price/fixed-price.mechanism';
import type { TradeMechanism } from './mechanism';
import { TRADE_TYPE, type TradeType } from './trade-type';

export const TRADE_MECHANISMS: Readonly<Record<TradeType, TradeMechanism>> = {
  [TRADE_TYPE.AUCTION]: auctionMechanism,
  [TRADE_TYPE.FIXED_PRICE]: fixedPriceMechanism,
};

export { auctionMechanism, fixedPriceMechanism };
export type { TradeMechanism };

/** The mechanism of a trade type, or undefined for a number that names none. */
export function findMechanism(tradeType: number): TradeMechanism | undefined {
  return Object.hasOwn(TRADE_MECHANISMS, tradeType) ? TRADE_MECHANISMS[tradeType as TradeType] : undefined;
}

/** The mechanism of a lot's trade type (from the database or the API, so always one of the table's). */
export function mechanismOf(tradeType: number): TradeMechanism {
  const mechanism = findMechanism(tradeType);
  if (!mechanism) throw new Error(`no trade mechanism for trade type ${tradeType}`);
  return mechanism;
}

/** The trade types listed on the lot list's status tabs. */
export const STATUS_TAB_TRADE_TYPES: readonly TradeType[] = Object.values(TRADE_MECHANISMS)
  .filter((mechanism) => mechanism.onStatusTabs)
  .map((mechanism) => mechanism.tradeType);

/** The trade types whose lots take bids (a game page): the home page's live auctions. */
export const BIDS_TRADE_TYPES: readonly TradeType[] = Object.values(TRADE_MECHANISMS)
  .filter((mechanism) => mechanism.bids)
  .map((mechanism) => mechanism.tradeType);
