import { describe, expect, it } from 'vitest';
import { LOT_STATUS } from '../lot/lot-status';
import { findMechanism, mechanismOf, STATUS_TAB_TRADE_TYPES, TRADE_MECHANISMS } from './mechanisms';
import { TRADE_TYPE } from './trade-type';
import type { WithdrawableLot } from './withdrawal-refusal';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;
const lot = (tradeType: number, spec: Partial<WithdrawableLot>): WithdrawableLot => ({
  tradeType,
  status: LOT_STATUS.ANNOUNCED,
  quantitySold: 0,
  startsAtMs: NOW + HOUR,
  endsAtMs: NOW + 48 * HOUR,
  ...spec,
});

describe('the trade mechanisms table', () => {
  it('has a row for every trade type, each under its own id', () => {
    expect(Object.keys(TRADE_MECHANISMS).map(Number).sort()).toEqual(Object.values(TRADE_TYPE).sort());
    for (const [key, mechanism] of Object.entries(TRADE_MECHANISMS))
      expect(mechanism.tradeType).toBe(Number(key));
  });

  it('finds a mechanism by its trade type, and none for another number', () => {
    expect(mechanismOf(TRADE_TYPE.AUCTION).bids).toBe(true);
    expect(findMechanism(0)).toBeUndefined();
    expect(findMechanism(3)).toBeUndefined();
    expect(() => mechanismOf(3)).toThrow(/trade type 3/);
  });

  it('lists only the auction on the status tabs', () => {
    expect(STATUS_TAB_TRADE_TYPES).toEqual([TRADE_TYPE.AUCTION]);
  });
});

describe('what each mechanism says', () => {
  const auction = mechanismOf(TRADE_TYPE.AUCTION);
  const fixed = mechanismOf(TRADE_TYPE.FIXED_PRICE);

  it.each([
    ['bids', true, false],
    ['applications', true, false],
    ['oneClick', false, true],
    ['onStatusTabs', true, false],
    ['startsByJob', true, false],
  ] as const)('%s: auction %s, fixed price %s', (field, ofAuction, ofFixed) => {
    expect(auction[field]).toBe(ofAuction);
    expect(fixed[field]).toBe(ofFixed);
  });

  it('writes a new auction lot taking applications and a fixed-price one announced', () => {
    expect(auction.firstStatus).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    expect(fixed.firstStatus).toBe(LOT_STATUS.ANNOUNCED);
  });

  it('prices an auction as the whole count and a fixed-price lot per copy', () => {
    expect(auction.startPrice(1_000n, 3)).toBe(3_000n);
    expect(fixed.startPrice(1_000n, 3)).toBe(1_000n);
  });

  it('shows "on sale" for a fixed-price lot in status 4 only', () => {
    expect(auction.onSaleStatus).toBeNull();
    expect(fixed.onSaleStatus).toBe(LOT_STATUS.LIVE);
  });

  it('limits the fixed price only', () => {
    expect(auction.priceLimit(NOW)).toBeNull();
    expect(fixed.priceLimit(NOW)).toBeGreaterThan(0n);
  });

  it('runs an auction five working days and a fixed-price sale its stay', () => {
    const publishedAt = new Date('2026-11-23T09:00:00+05:00'); // a Monday
    const none = new Set<string>();
    const a = auction.schedule(publishedAt, 30, none);
    const f = fixed.schedule(publishedAt, 30, none);
    expect(a.startsAt).toEqual(f.startsAt);
    expect(a.endsAt.getTime()).toBeLessThan(f.endsAt.getTime());
  });

  it.each([
    ['auction announced before its start', TRADE_TYPE.AUCTION, {}, null],
    ['auction past its start', TRADE_TYPE.AUCTION, { startsAtMs: NOW - 1 }, 'start_passed'],
    ['auction live', TRADE_TYPE.AUCTION, { status: LOT_STATUS.LIVE }, 'being_held'],
    ['auction awaiting a repeat', TRADE_TYPE.AUCTION, { status: LOT_STATUS.AWAITING_REPEAT }, null],
    ['fixed price on sale, none sold', TRADE_TYPE.FIXED_PRICE, { status: LOT_STATUS.LIVE }, null],
    [
      'fixed price with a copy sold',
      TRADE_TYPE.FIXED_PRICE,
      { status: LOT_STATUS.LIVE, quantitySold: 1 },
      'copies_sold',
    ],
    ['fixed price past its stay', TRADE_TYPE.FIXED_PRICE, { endsAtMs: NOW }, 'trade_over'],
    ['fixed price paused', TRADE_TYPE.FIXED_PRICE, { status: LOT_STATUS.PAUSED }, 'not_on_trade'],
  ] as const)('withdrawal: %s', (_name, tradeType, spec, refusal) => {
    expect(mechanismOf(tradeType).withdrawalRefusal(lot(tradeType, spec), NOW)).toBe(refusal);
  });
});
