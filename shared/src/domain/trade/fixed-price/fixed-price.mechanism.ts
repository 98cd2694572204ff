/**
 * The sale at a fixed announced price (trade type 2, fixed-price.ts): announced, then on sale
 * until sold out or its stay ends, bought with one click; no applications, deposit, steps or game.
 * The server's engine is the fixed-price sweep (modules/lot/fixed-price-expiry.ts) and the
 * purchase (modules/user-order).
 */
import { LOT_STATUS } from '../../lot/lot-status';
import type { TradeMechanism } from '../mechanism';
import { fixedPriceSchedule } from '../trade-schedule';
import { TRADE_TYPE } from '../trade-type';
import { FIXED_PRICE_ON_SALE } from './fixed-price';
import { fixedPriceLimitTiyin } from './fixed-price-limit';

export const fixedPriceMechanism: TradeMechanism = {
  tradeType: TRADE_TYPE.FIXED_PRICE,
  bids: false,
  applications: false,
  oneClick: true,
  onStatusTabs: false,
  onSaleStatus: FIXED_PRICE_ON_SALE,
  // Announced until its start, when the sweep puts it on sale.
  firstStatus: LOT_STATUS.ANNOUNCED,
  startsByJob: false,
  // Copies are sold one by one at the unit price.
  startPrice: (unitPrice) => unitPrice,
  schedule: fixedPriceSchedule,
  priceLimit: fixedPriceLimitTiyin,
  // Announced or on sale before its stay ends, while no copy has been bought: a bought copy is a
  // finished sale, and a partly sold lot is not "withdrawn".
  withdrawalRefusal(lot, nowMs) {
    if (lot.status !== LOT_STATUS.ANNOUNCED && lot.status !== FIXED_PRICE_ON_SALE) return 'not_on_trade';
    if (nowMs >= lot.endsAtMs) return 'trade_over';
    return lot.quantitySold > 0 ? 'copies_sold' : null;
  },
};
