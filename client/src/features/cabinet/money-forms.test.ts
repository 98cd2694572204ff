import { describe, expect, it } from 'vitest';
import { validateRefund, validateTopUp, type RefundValues } from './money-forms';

const REFUND: RefundValues = {
  bank_name: 'Kapitalbank',
  card_type: 'uzcard',
  // A Luhn-valid test number, grouped as the form shows it.
  card_number: '8600 0000 0000 0007',
  amount: '50 000',
};

describe('validateRefund', () => {
  it('accepts a filled form within the balance', () => {
    expect(validateRefund(REFUND, '5000000')).toEqual({});
    expect(validateRefund(REFUND, null)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(
      validateRefund({ bank_name: ' ', card_type: '', card_number: '8600 0000', amount: '' }, null),
    ).toEqual({
      bank_name: { key: 'refunding.errors.bankName' },
      card_type: { key: 'refunding.errors.cardType' },
      card_number: { key: 'refunding.errors.cardNumber' },
      amount: { key: 'refunding.errors.amount' },
    });
  });

  it('says a card number with a wrong checksum is not valid, not that digits are missing', () => {
    expect(validateRefund({ ...REFUND, card_number: '8600 0000 0000 0005' }, null).card_number).toEqual({
      key: 'refunding.errors.cardChecksum',
    });
    expect(validateRefund({ ...REFUND, card_number: '8600 0000 0000 000' }, null).card_number).toEqual({
      key: 'refunding.errors.cardNumber',
    });
  });

  it('refuses an amount below the minimum, naming it', () => {
    expect(validateRefund({ ...REFUND, amount: '999' }, null).amount).toEqual({
      key: 'refunding.errors.amountMin',
      params: { amount: '1 000 UZS' },
    });
  });

  it('refuses more than the available balance', () => {
    expect(validateRefund({ ...REFUND, amount: '50 000,01' }, '5000000').amount).toEqual({
      key: 'refunding.errors.amountTooBig',
    });
  });
});

describe('validateTopUp', () => {
  it.each([
    [{ provider: 'payme', amount: '100 000' }, {}],
    [{ provider: '', amount: '100 000' }, { provider: { key: 'topUp.errors.provider' } }],
    [{ provider: 'click', amount: '' }, { amount: { key: 'topUp.errors.amount' } }],
    [{ provider: 'click', amount: '0' }, { amount: { key: 'topUp.errors.amount' } }],
    [
      { provider: 'click', amount: '500' },
      { amount: { key: 'topUp.errors.amountMin', params: { amount: '1 000 UZS' } } },
    ],
    [
      { provider: 'click', amount: '1 000 000 001' },
      { amount: { key: 'topUp.errors.amountMax', params: { amount: '1 000 000 000 UZS' } } },
    ],
  ] as const)('%o -> %o', (values, errors) => {
    expect(validateTopUp(values)).toEqual(errors);
  });
});
