import { describe, expect, it } from 'vitest';
import { checkAddress, checkProperty, checkRequisites, checkTerms } from './order-checks';
import { FILLED_TERMS as terms } from './terms-values.fixture';

describe('the order form checks, with the server schemas', () => {
  it('property: Latin, required, category type', () => {
    const base = {
      property_name: 'Uy',
      group_id: '',
      category_id: '',
      quantity: '',
      description: 'Дом',
      owner_type: 'individual',
    };
    expect(checkProperty(base)).toEqual({
      property_name: 'TOO_SHORT',
      category_id: 'REQUIRED',
      quantity: 'REQUIRED',
      description: 'LATIN_ONLY',
    });
    expect(
      checkProperty({ ...base, property_name: 'Hovli uy', group_id: '2', quantity: '1', description: '' }),
    ).toEqual({});
  });

  it.each([
    [{}, {}],
    [{ winner_payment_days: '2' }, { winner_payment_days: 'WINNER_PAYMENT_DAYS_RANGE' }],
    [{ winner_payment_days: '11' }, { winner_payment_days: 'WINNER_PAYMENT_DAYS_RANGE' }],
    [{ property_type: 'rent', rent_months: '0' }, { rent_months: 'RENT_MONTHS_MIN' }],
    [{ property_type: 'rent', rent_months: '' }, { rent_months: 'RENT_MONTHS_MIN' }],
    [{ stay_mode: 'days', stay_days: '' }, { stay_days: 'REQUIRED' }],
    [{ start_price: '' }, { start_price: 'AMOUNT_EMPTY' }],
    [{ trade_type: '' }, { trade_type: 'REQUIRED' }],
  ])('terms %j', (change, errors) => {
    expect(checkTerms({ ...terms, ...change })).toEqual(errors);
  });

  it('address and requisites', () => {
    expect(checkAddress({ region_id: '', area_id: '', street: 'улица Навои', coordinates: '' })).toEqual({
      region_id: 'REQUIRED',
      area_id: 'REQUIRED',
      street: 'LATIN_ONLY',
      coordinates: 'COORDINATES_REQUIRED',
    });
    expect(
      checkRequisites({
        bank_mfo: '',
        bank_account: '123',
        card_type: '',
        card_number: '8600 1234 5678 9016',
      }),
    ).toEqual({
      bank_mfo: 'MFO_INVALID',
      bank_account: 'BANK_ACCOUNT_INVALID',
      card_type: 'REQUIRED',
      card_number: 'CARD_NUMBER_INVALID',
    });
  });
});
