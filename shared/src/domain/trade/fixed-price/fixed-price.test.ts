import { describe, expect, it } from 'vitest';
import { copiesLeft, fixedPriceNextStatus, type FixedPriceSale } from './fixed-price';
import { LOT_STATUS } from '../../lot/lot-status';

const S = LOT_STATUS;
const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;
const onSale: FixedPriceSale = {
  status: S.LIVE,
  quantity: 5,
  quantitySold: 0,
  startsAtMs: NOW - HOUR,
  endsAtMs: NOW + HOUR,
};

describe('fixedPriceNextStatus', () => {
  it.each<[string, Partial<FixedPriceSale>, number | null]>([
    ['on sale, copies left, before its end: stays', {}, null],
    ['on sale, some sold, before its end: stays', { quantitySold: 4 }, null],
    ['sold out before its end: sold', { quantitySold: 5 }, S.SOLD],
    ['stay time over, none sold: not sold', { endsAtMs: NOW - 1 }, S.NOT_SOLD],
    ['stay time over at this very moment: not sold', { endsAtMs: NOW }, S.NOT_SOLD],
    ['stay time over, some sold: sold', { endsAtMs: NOW - 1, quantitySold: 2 }, S.SOLD],
    ['announced, start ahead: stays', { status: S.ANNOUNCED, startsAtMs: NOW + 1 }, null],
    ['announced, start passed: goes on sale', { status: S.ANNOUNCED }, S.LIVE],
    ['announced, start and end passed: not sold', { status: S.ANNOUNCED, endsAtMs: NOW - 1 }, S.NOT_SOLD],
    ['already sold: stays', { status: S.SOLD, quantitySold: 5, endsAtMs: NOW - 1 }, null],
    ['already not sold: stays', { status: S.NOT_SOLD, endsAtMs: NOW - 1 }, null],
    ['withdrawn: stays', { status: S.WITHDRAWN, endsAtMs: NOW - 1 }, null],
    ['under moderation: stays', { status: S.UNDER_MODERATION, endsAtMs: NOW - 1 }, null],
  ])('%s', (_name, change, expected) => {
    expect(fixedPriceNextStatus({ ...onSale, ...change }, NOW)).toBe(expected);
  });
});

describe('copiesLeft', () => {
  it.each([
    [5, 0, 5],
    [5, 3, 2],
    [5, 5, 0],
    [1, 2, 0],
  ])('%s offered, %s sold: %s left', (quantity, sold, left) => {
    expect(copiesLeft(quantity, sold)).toBe(left);
  });
});
