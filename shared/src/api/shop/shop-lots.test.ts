import { describe, expect, it } from 'vitest';
import { lotListQuerySchema } from './shop-lots';

describe('lotListQuerySchema', () => {
  it('fills the defaults and drops empty fields', () => {
    expect(lotListQuerySchema.parse({ region: '', q: '' })).toEqual({ i: 4, page: 1, size: 12 });
  });

  it('turns prices typed in sums into tiyin', () => {
    expect(lotListQuerySchema.parse({ price_from: '12 500 000', price_to: '13000000' })).toMatchObject({
      price_from: '1250000000',
      price_to: '1300000000',
    });
  });

  it.each([
    [{ price_from: '5', price_to: '1' }],
    [{ price_to: '12abc' }],
    [{ date_from: '2026-05-02', date_to: '2026-05-01' }],
    [{ date_from: '2026-02-30' }],
    [{ page: '0' }],
    [{ size: '10000' }],
    [{ i: '5' }],
    [{ region: '99999999999' }],
    [{ q: 'x'.repeat(201) }],
  ])('refuses %j', (query) => {
    expect(lotListQuerySchema.safeParse(query).success).toBe(false);
  });
});
