/**
 * The ascending auction (trade type 1, docs/domain.md "The auction"): applications with a deposit,
 * a start on the first working day after the notice, bids in steps over five working days.
 * Its bid rules are the rest of this folder; the server's engine is modules/auction with its Lua
 * scripts in server/src/redis/lua/auction/.
 */
import { LOT_STATUS } from '../../lot/lot-status';
import type { TradeMechanism } from '../mechanism';
import { auctionSchedule } from '../trade-schedule';
import { TRADE_TYPE } from '../trade-type';

const BEFORE_START: ReadonlySet<number> = new Set([
  LOT_STATUS.ANNOUNCED,
  LOT_STATUS.ACCEPTING_APPLICATIONS,
  LOT_STATUS.APPLICATIONS_CLOSED,
]);

export const auctionMechanism: TradeMechanism = {
  tradeType: TRADE_TYPE.AUCTION,
  bids: true,
  applications: true,
  oneClick: false,
  onStatusTabs: true,
  onSaleStatus: null,
  // Applications open with the notice; the start job closes them and opens the game.
  firstStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
  startsByJob: true,
  // The count is sold as one whole to one winner: the order's price is unit price x count.
  startPrice: (unitPrice, quantity) => unitPrice * BigInt(quantity),
  schedule: (publishedAt, _stayDays, holidays) => auctionSchedule(publishedAt, holidays),
  priceLimit: () => null,
  // Before its start (the database's clock decides) or waiting for a repeat; never live or paused.
  withdrawalRefusal(lot, nowMs) {
    if (lot.status === LOT_STATUS.AWAITING_REPEAT) return null;
    if (BEFORE_START.has(lot.status)) return nowMs < lot.startsAtMs ? null : 'start_passed';
    if (lot.status === LOT_STATUS.LIVE || lot.status === LOT_STATUS.PAUSED) return 'being_held';
    return 'not_on_trade';
  },
};
