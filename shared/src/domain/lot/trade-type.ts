/**
 * Trade types (the `trade_types` dictionary): an auction with a deposit and bid steps, or a sale at
 * a fixed price that is never auctioned.
 */
export const TRADE_TYPE = {
  AUCTION: 1,
  FIXED_PRICE: 2,
} as const;
export type TradeType = (typeof TRADE_TYPE)[keyof typeof TRADE_TYPE];
