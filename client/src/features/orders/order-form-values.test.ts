import { describe, expect, it } from 'vitest';
import { serverFieldErrors, termsInput } from './order-form-values';
import { FILLED_TERMS as terms } from './terms-values.fixture';

describe('the order form values', () => {
  it('drops what a switched-off field held', () => {
    expect(termsInput({ ...terms, stay_days: '30', rent_months: '4' })).toMatchObject({
      stay_days: null,
      rent_months: null,
    });
  });

  it('reads the server field errors by their last path segment', () => {
    expect(
      serverFieldErrors({
        fields: [
          { path: 'terms.rent_months', message: 'RENT_MONTHS_MIN' },
          { path: 'bank_mfo', message: 'MFO_INVALID' },
        ],
      }),
    ).toEqual({ rent_months: 'RENT_MONTHS_MIN', bank_mfo: 'MFO_INVALID' });
  });
});
