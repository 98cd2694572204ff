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
    expect(sendingProblem(complete, photos)).toBeNull();
  });

  it('names the missing steps before the photos', () => {
    expect(
      sendingProblem({ ...complete, street: null, bank_mfo: null }, { images: 0, documents: 0 }),
    ).toEqual({
      code: 'ORDER_INCOMPLETE',
      data: { missing: ['address', 'requisites'] },
    });
  });

  it('asks for 3 photos', () => {
    expect(sendingProblem(complete, { images: 2, documents: 1 })).toEqual({
      code: 'ORDER_IMAGES_TOO_FEW',
      data: { min: 3, count: 2 },
    });
  });
});
