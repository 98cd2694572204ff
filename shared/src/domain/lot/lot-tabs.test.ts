import { describe, expect, it } from 'vitest';
import {
  isLotTab,
  statusesOfTab,
  tabListsTradeType,
  tabShowsStatus,
  tradeTypesOfTab,
  type LotTab,
} from './lot-tabs';
import { TRADE_TYPE } from '../trade/trade-type';

describe('lot tabs', () => {
  it.each<[LotTab, number[] | null]>([
    [0, null],
    [1, [1, 2]],
    [2, [5, 7, 8, 9, 11, 16]],
    [3, [6]],
    [4, [3, 4, 12]],
  ])('tab %i shows statuses %j', (tab, statuses) => {
    expect(statusesOfTab(tab)).toEqual(statuses);
  });

  it.each<[LotTab, number, boolean]>([
    [0, 13, true],
    [0, 17, true],
    [1, 2, true],
    [1, 3, false],
    [2, 16, true],
    [2, 6, false],
    [3, 6, true],
    [4, 12, true],
    [4, 5, false],
  ])('tab %i shows status %i: %s', (tab, status, shown) => {
    expect(tabShowsStatus(tab, status)).toBe(shown);
  });

  it.each<[LotTab, number[] | null]>([
    [0, null],
    [1, [TRADE_TYPE.AUCTION]],
    [2, [TRADE_TYPE.AUCTION]],
    [3, [TRADE_TYPE.AUCTION]],
    [4, [TRADE_TYPE.AUCTION]],
  ])('tab %i lists trade types %j (null: every one)', (tab, tradeTypes) => {
    expect(tradeTypesOfTab(tab)).toEqual(tradeTypes);
  });

  it.each<[LotTab, number, boolean]>([
    [0, TRADE_TYPE.AUCTION, true],
    [0, TRADE_TYPE.FIXED_PRICE, true],
    [4, TRADE_TYPE.AUCTION, true],
    [4, TRADE_TYPE.FIXED_PRICE, false],
    [1, TRADE_TYPE.FIXED_PRICE, false],
  ])('tab %i lists trade type %i: %s', (tab, tradeType, listed) => {
    expect(tabListsTradeType(tab, tradeType)).toBe(listed);
  });

  it('no status is in two fixed tabs', () => {
    const seen = ([1, 2, 3, 4] as const).flatMap((tab) => statusesOfTab(tab) ?? []);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each([
    [0, true],
    [4, true],
    [5, false],
    [-1, false],
    ['4', false],
    [1.5, false],
  ])('isLotTab(%j) is %s', (value, expected) => {
    expect(isLotTab(value)).toBe(expected);
  });
});
