import { describe, expect, it } from 'vitest';
import { missingSteps, sendingProblem, type OrderDraft } from './order-ready';

const complete: OrderDraft = {
  property_name: 'Kvartira',
  category_id: 2,
  quantity: 1,
  trade_type: 1,
  start_price: 100_000_000n,
  stay_mode: 'until_sold',
  winner_payment_days: 5,
  part_payment: false,
  property_type: 'ownership',
  region_id: 1726,
  area_id: 1726264,
  street: 'Bunyodkor 1',
  latitude: 41.3,
  longitude: 69.2,
  bank_mfo: '00873',
  bank_account: '20208000900100200300',
  card_type: 'uzcard',
  card_number: '8600123456781234',
};
const photos = { images: 3, documents: 0 };
/** Sent on 22 November 2026: the BHM is 412 000 so'm, so 60 BHM is 24 720 000 so'm. */
const NOW = Date.parse('2026-11-22T10:00:00+05:00');
const LIMIT_2026 = 2_472_000_000n;
const FIXED = 2;
const AUCTION = 1;

describe('missingSteps', () => {
  it.each([
    ['complete', {}, photos, []],
    ['no name', { property_name: null }, photos, ['property']],
    ['no price', { start_price: null }, photos, ['terms']],
    ['no point', { latitude: null, longitude: null }, photos, ['address']],
    ['two photos', {}, { images: 2, documents: 5 }, ['files']],
    ['no card', { card_number: null }, photos, ['requisites']],
    [
      'nothing',
      Object.fromEntries(Object.keys(complete).map((key) => [key, null])),
      { images: 0, documents: 0 },
      ['property', 'terms', 'address', 'files', 'requisites'],
    ],
  ])('%s', (_name, change, files, expected) => {
    expect(missingSteps({ ...complete, ...change }, files)).toEqual(expected);
  });
});

describe('sendingProblem', () => {
  it('passes a complete order with 3 photos', () => {
    expect(sendingProblem(complete, photos, NOW)).toBeNull();
  });

  it('names the missing steps before the photos', () => {
    expect(
      sendingProblem({ ...complete, street: null, bank_mfo: null }, { images: 0, documents: 0 }, NOW),
    ).toEqual({
      code: 'ORDER_INCOMPLETE',
      data: { missing: ['address', 'requisites'] },
    });
  });

  it('asks for 3 photos', () => {
    expect(sendingProblem(complete, { images: 2, documents: 1 }, NOW)).toEqual({
      code: 'ORDER_IMAGES_TOO_FEW',
      data: { min: 3, count: 2 },
    });
  });

  it.each([
    ['a fixed price at 60 BHM', FIXED, LIMIT_2026, NOW, null],
    ['a fixed price one tiyin above', FIXED, LIMIT_2026 + 1n, NOW, { limit: LIMIT_2026 }],
    ['an auction far above', AUCTION, LIMIT_2026 * 10n, NOW, null],
    // 22 000 000 so'm: under 60 BHM of 2026, above 60 BHM of January 2024 (BHM 340 000 so'm).
    ['a price the BHM of its day allows', FIXED, 2_200_000_000n, NOW, null],
    [
      'the same price sent when the BHM was lower',
      FIXED,
      2_200_000_000n,
      Date.parse('2024-01-15T10:00:00+05:00'),
      { limit: 2_040_000_000n },
    ],
  ])('60 BHM: %s', (_name, tradeType, startPrice, sentAt, refused) => {
    const problem = sendingProblem(
      { ...complete, trade_type: tradeType, start_price: startPrice },
      photos,
      sentAt,
    );
    expect(problem).toEqual(refused ? { code: 'FIXED_PRICE_ABOVE_LIMIT', data: refused } : null);
  });
});
