/**
 * The tabs of the lot list (`?i=`, spec default 4) and the lot statuses each one shows.
 * Tab 0 (search results) shows every status; the others are fixed sets.
 */
import { LOT_STATUS, type LotStatus } from './lot-status';
import { STATUS_TAB_TRADE_TYPES } from '../trade/mechanisms';
import type { TradeType } from '../trade/trade-type';
import type { LotTab } from './lot-tab-ids';

export { DEFAULT_LOT_TAB, isLotTab, LOT_TAB, LOT_TABS, type LotTab } from './lot-tab-ids';

const S = LOT_STATUS;
const STATUSES_BY_TAB: Readonly<Record<Exclude<LotTab, 0>, readonly LotStatus[]>> = {
  1: [S.ANNOUNCED, S.ACCEPTING_APPLICATIONS],
  2: [S.SOLD, S.PROTOCOL_ISSUED, S.AWAITING_PAYMENT, S.NOT_SOLD, S.PRICE_NOT_CONFIRMED, S.NO_BIDS],
  3: [S.NOT_HELD],
  4: [S.APPLICATIONS_CLOSED, S.LIVE, S.PAUSED],
};

/** The statuses a tab shows, or null for "every status" (tab 0, search results). */
export function statusesOfTab(tab: LotTab): readonly LotStatus[] | null {
  return tab === 0 ? null : STATUSES_BY_TAB[tab];
}

/**
 * The trade types a tab lists, or null for every one: tabs 1-4 (new, completed, not held, current
 * auctions) list the mechanisms that are on the status tabs (the auction); the others, such as
 * fixed-price lots, are found under search results (tab 0).
 */
export function tradeTypesOfTab(tab: LotTab): readonly TradeType[] | null {
  return tab === 0 ? null : STATUS_TAB_TRADE_TYPES;
}

/** Whether `tab` lists lots of `tradeType`. */
export function tabListsTradeType(tab: LotTab, tradeType: number): boolean {
  const listed = tradeTypesOfTab(tab);
  return listed === null || (listed as readonly number[]).includes(tradeType);
}

/** Whether a lot in `status` is listed under `tab`. */
export function tabShowsStatus(tab: LotTab, status: number): boolean {
  const statuses = statusesOfTab(tab);
  return statuses === null || (statuses as readonly number[]).includes(status);
}
