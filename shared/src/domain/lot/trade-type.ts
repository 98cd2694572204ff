/**
 * Trade types (the trade_types dictionary, docs/product.md section 1): a timed auction with a deposit and bid
 * steps, or a sale at a fixed announced price bought with one click. Only auctions have a game
 * page, applications, a deposit and steps.
 */
export const TRADE_TYPE = {
  AUCTION: 1,
  FIXED_PRICE: 2,
} as const;
export type TradeType = (typeof TRADE_TYPE)[keyof typeof TRADE_TYPE];

export function isAuction(tradeType: number): boolean {
  return tradeType === TRADE_TYPE.AUCTION;
}

export function isFixedPrice(tradeType: number): boolean {
  return tradeType === TRADE_TYPE.FIXED_PRICE;
}
