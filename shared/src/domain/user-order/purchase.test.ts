import { describe, expect, it } from 'vitest';
import { LOT_STATUS } from '../lot/lot-status';
import { TRADE_TYPE } from '../trade/trade-type';
import { cancelRefusal, checkPurchase, purchaseTotal, type SaleState } from './purchase';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;
const onSale: SaleState = {
  tradeType: TRADE_TYPE.FIXED_PRICE,
  status: LOT_STATUS.LIVE,
  quantity: 3,
  quantitySold: 1,
  endsAtMs: NOW + HOUR,
};

describe('checkPurchase', () => {
  it.each([
    ['one copy of two left', onSale, 1, { ok: true, left: 2 }],
    ['every copy left', onSale, 2, { ok: true, left: 2 }],
    ['more than left', onSale, 3, { ok: false, code: 'SOLD_OUT', left: 2 }],
    ['none left', { ...onSale, quantitySold: 3 }, 1, { ok: false, code: 'SOLD_OUT', left: 0 }],
    [
      'an auction lot',
      { ...onSale, tradeType: TRADE_TYPE.AUCTION },
      1,
      { ok: false, code: 'NOT_FIXED_PRICE', left: 2 },
    ],
    [
      'announced',
      { ...onSale, status: LOT_STATUS.ANNOUNCED },
      1,
      { ok: false, code: 'NOT_ON_SALE', left: 2 },
    ],
    [
      'sold with copies left (stay time over)',
      { ...onSale, status: LOT_STATUS.SOLD },
      1,
      { ok: false, code: 'NOT_ON_SALE', left: 2 },
    ],
    [
      'sold out and moved to sold',
      { ...onSale, status: LOT_STATUS.SOLD, quantitySold: 3 },
      1,
      { ok: false, code: 'SOLD_OUT', left: 0 },
    ],
    [
      'stay time over, not swept yet',
      { ...onSale, endsAtMs: NOW },
      1,
      { ok: false, code: 'NOT_ON_SALE', left: 2 },
    ],
  ])('%s', (_name, lot, count, expected) => {
    expect(checkPurchase(lot, count, NOW)).toEqual(expected);
  });
});

describe('purchaseTotal', () => {
  it.each([
    [150_000_000n, 1, 150_000_000n],
    [150_000_000n, 3, 450_000_000n],
    [2_472_000_000n, 10_000, 24_720_000_000_000n],
  ])('%s x %s = %s', (unit, count, total) => {
    expect(purchaseTotal(unit, count)).toBe(total);
  });
});

describe('cancelRefusal', () => {
  const lot = { status: LOT_STATUS.LIVE, endsAtMs: NOW + HOUR };
  it.each([
    ['just bought', { status: 'paid' as const, createdAtMs: NOW - 1000 }, lot, null],
    ['23 hours ago', { status: 'paid' as const, createdAtMs: NOW - 23 * HOUR }, lot, null],
    ['24 hours ago', { status: 'paid' as const, createdAtMs: NOW - 24 * HOUR }, lot, 'too_late'],
    ['already cancelled', { status: 'cancelled' as const, createdAtMs: NOW }, lot, 'cancelled'],
    [
      'the lot sold out',
      { status: 'paid' as const, createdAtMs: NOW },
      { ...lot, status: LOT_STATUS.SOLD },
      'sale_ended',
    ],
    [
      'the stay time ended',
      { status: 'paid' as const, createdAtMs: NOW - HOUR },
      { ...lot, endsAtMs: NOW },
      'sale_ended',
    ],
  ])('%s', (_name, purchase, sale, expected) => {
    expect(cancelRefusal(purchase, sale, NOW)).toBe(expected);
  });
});
