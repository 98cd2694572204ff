import { describe, expect, it } from 'vitest';
import { bankTransferReference, parseBankTransferReference } from './bank-transfer-reference';

describe('bankTransferReference', () => {
  it.each([
    ['1', 'KIM0000000018'],
    ['42', 'KIM0000000422'],
    ['123456789', 'KIM1234567897'],
  ])('account %s has reference %s', (id, reference) => {
    expect(bankTransferReference(id)).toBe(reference);
    expect(parseBankTransferReference(reference)).toBe(id);
  });

  it.each(['0', '-1', '1234567890', 'abc', ''])('refuses %j as an account id', (id) => {
    expect(() => bankTransferReference(id)).toThrow(RangeError);
  });
});

describe('parseBankTransferReference', () => {
  it.each([
    ['kim 0000 0004 22', '42'],
    ['KIM-000000042-2', '42'],
  ])('forgives spacing and case: %j', (text, id) => {
    expect(parseBankTransferReference(text)).toBe(id);
  });

  it.each([
    ['a wrong check digit', 'KIM0000000423'],
    ['two neighbours swapped', 'KIM0000004202'],
    ['one digit mistyped', 'KIM0000000522'],
    ['the zero account', 'KIM0000000000'],
    ['too short', 'KIM422'],
    ['another prefix', 'ABC0000000422'],
  ])('refuses %s', (_case, text) => {
    expect(parseBankTransferReference(text)).toBeNull();
  });
});
