/**
 * Trade types (the trade_types dictionary, docs/product.md section 1): a timed auction with a
 * deposit and bid steps, or a sale at a fixed announced price bought with one click. What each one
 * means is its mechanism's (trade/mechanisms.ts); compare a lot's trade type with these ids only
 * inside its own mechanism and engine.
 */
export const TRADE_TYPE = {
  AUCTION: 1,
  FIXED_PRICE: 2,
} as const;
export type TradeType = (typeof TRADE_TYPE)[keyof typeof TRADE_TYPE];
