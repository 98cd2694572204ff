import { describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import {
  HIDDEN_LOT_STATUSES,
  RESULT_TRADE_STATUSES,
  SITEMAP_URL_LIMIT,
  sitemapFileOf,
  sitemapRange,
} from './sitemap-ranges';

describe('sitemap files by id range', () => {
  it('covers `limit` ids per file, back to back from id 1', () => {
    expect(sitemapRange(1, 2)).toEqual({ fromId: 1, toId: 2 });
    expect(sitemapRange(2, 2)).toEqual({ fromId: 3, toId: 4 });
    expect(sitemapRange(3, 2)).toEqual({ fromId: 5, toId: 6 });
  });

  it('puts each id in the file whose range holds it', () => {
    expect([1, 2, 3, 4, 5].map((id) => sitemapFileOf(id, 2))).toEqual([1, 1, 2, 2, 3]);
    for (let id = 1; id <= 20; id += 1) {
      const { fromId, toId } = sitemapRange(sitemapFileOf(id, 3), 3);
      expect(id).toBeGreaterThanOrEqual(fromId);
      expect(id).toBeLessThanOrEqual(toId);
    }
  });

  it('holds at most the protocol limit of 50 000 addresses per file', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const { fromId, toId } = sitemapRange(3);
    expect([fromId, toId]).toEqual([100_001, 150_000]);
    expect(toId - fromId + 1).toBe(SITEMAP_URL_LIMIT);
  });

  it('refuses a file number below 1 or not whole', () => {
    expect(() => sitemapRange(0, 2)).toThrow(RangeError);
    expect(() => sitemapRange(1.5, 2)).toThrow(RangeError);
  });
});

describe('which lots the sitemap lists', () => {
  it('hides lots under moderation and withdrawn lots', () => {
    expect([...HIDDEN_LOT_STATUSES].sort()).toEqual(
      [LOT_STATUS.WITHDRAWN, LOT_STATUS.UNDER_MODERATION].sort(),
    );
  });

  it('lists results of finished trades, not of open ones, archived or withdrawn', () => {
    const S = LOT_STATUS;
    expect([...RESULT_TRADE_STATUSES].sort((a, b) => a - b)).toEqual(
      [
        S.SOLD,
        S.NOT_HELD,
        S.PROTOCOL_ISSUED,
        S.AWAITING_PAYMENT,
        S.NOT_SOLD,
        S.PRICE_NOT_CONFIRMED,
        S.CANCELLED,
        S.NO_BIDS,
      ].sort((a, b) => a - b),
    );
  });
});
