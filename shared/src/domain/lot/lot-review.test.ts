import { describe, expect, it } from 'vitest';
import { LOT_STATUS } from './lot-status';
import { resumedStatus, suspendRefusal } from './lot-review';
import { TRADE_TYPE } from '../trade/trade-type';

const NOW = Date.parse('2026-11-28T05:00:00Z');
const ahead = NOW + 3_600_000;

describe('suspendRefusal', () => {
  it.each([
    [TRADE_TYPE.AUCTION, LOT_STATUS.ACCEPTING_APPLICATIONS, ahead, null],
    [TRADE_TYPE.AUCTION, LOT_STATUS.APPLICATIONS_CLOSED, ahead, null],
    [TRADE_TYPE.FIXED_PRICE, LOT_STATUS.ACCEPTING_APPLICATIONS, ahead, 'not_auction'],
    [TRADE_TYPE.AUCTION, LOT_STATUS.UNDER_MODERATION, ahead, 'under_review'],
    [TRADE_TYPE.AUCTION, LOT_STATUS.ANNOUNCED, ahead, 'wrong_status'],
    [TRADE_TYPE.AUCTION, LOT_STATUS.LIVE, NOW - 1, 'wrong_status'],
    [TRADE_TYPE.AUCTION, LOT_STATUS.CANCELLED, ahead, 'wrong_status'],
    [TRADE_TYPE.AUCTION, LOT_STATUS.ACCEPTING_APPLICATIONS, NOW, 'start_passed'],
  ])('trade type %i, status %i: %s', (tradeType, status, startsAtMs, refusal) => {
    expect(suspendRefusal({ tradeType, status, startsAtMs }, NOW)).toBe(refusal);
  });
});

describe('resumedStatus', () => {
  it('is 2 until the close of applications (none: the start), 3 from it', () => {
    expect(resumedStatus(NOW, null)).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    expect(resumedStatus(NOW, NOW + 1)).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    expect(resumedStatus(NOW, NOW)).toBe(LOT_STATUS.APPLICATIONS_CLOSED);
  });
});
