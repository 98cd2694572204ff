import { describe, expect, it } from 'vitest';
import { withTermDefaults } from './term-defaults';

const BLANK = {
  trade_type: null,
  stay_mode: null,
  part_payment: null,
  property_type: null,
  rent_months: null,
};

describe('withTermDefaults', () => {
  it.each([
    [BLANK, { trade_type: 1, stay_mode: 'until_sold', part_payment: false, property_type: 'ownership' }],
    [
      { ...BLANK, trade_type: 2, part_payment: true },
      { trade_type: 2, stay_mode: 'until_sold', part_payment: true, property_type: 'ownership' },
    ],
    [
      { ...BLANK, stay_mode: 'days', property_type: 'rent', rent_months: 6 },
      { trade_type: 1, stay_mode: 'days', part_payment: false, property_type: 'rent', rent_months: 6 },
    ],
    [
      { trade_type: 2, stay_mode: 'days', part_payment: false, property_type: 'rent', rent_months: 3 },
      { trade_type: 2, stay_mode: 'days', part_payment: false, property_type: 'rent', rent_months: 3 },
    ],
  ] as const)('%o -> %o', (terms, expected) => {
    expect(withTermDefaults(terms)).toMatchObject(expected);
  });
});
