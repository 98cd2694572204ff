import { describe, expect, it } from 'vitest';
import {
  caretAfterKept,
  coordinatesInput,
  groupCardNumber,
  groupMoneyInput,
  keptLength,
} from './input-filters';

describe('groupCardNumber', () => {
  it.each([
    ['', ''],
    ['8600', '8600'],
    ['86001', '8600 1'],
    ['8600123456789012', '8600 1234 5678 9012'],
    ['8600-1234-5678-9012', '8600 1234 5678 9012'],
    ['8600 1234 5678 9012 345', '8600 1234 5678 9012'],
    ['abc', ''],
  ])('%s -> %s', (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown);
  });
});

describe('groupMoneyInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['007', '7'],
    ['1000', '1 000'],
    ['12 500 0000', '125 000 000'],
    ['1,250,000', '1 250 000'],
    ['1.250.000', '1 250 000'],
    ['1250000,5', '1 250 000,5'],
    ['1 250 000.50', '1 250 000.50'],
    ['12.', '12.'],
    ['.5', '0.5'],
    ['1,250', '1 250'],
    ['-500', '500'],
    ['5 000 sum', '5 000'],
    ['12345678901234567', '1 234 567 890 123'],
  ])('%s -> %s', (typed, shown) => {
    expect(groupMoneyInput(typed)).toBe(shown);
  });
});

describe('caret', () => {
  it.each([
    ['1 250 000', 0, 0],
    ['1 250 000', 1, 1],
    ['1 250 000', 2, 3],
    ['1 250 000', 4, 5],
    ['1 250 000', 7, 9],
    ['1 250 000', 9, 9],
    ['8600 1', 5, 6],
    ['1 250,5', 5, 6],
  ])('%s after %i kept characters -> %i', (formatted, kept, caret) => {
    expect(caretAfterKept(formatted, kept)).toBe(caret);
  });

  it('counts what a formatter keeps of the text before the caret', () => {
    expect(keptLength(groupMoneyInput, '1 25')).toBe(3);
    expect(keptLength(groupCardNumber, '8600 12')).toBe(6);
  });
});

describe('coordinatesInput', () => {
  it.each([
    ['41.311081, 69.240562', '41.311081, 69.240562'],
    ['41,3;69,2', '41,3;69,2'],
    ['N41.3  E69.2', '41.3 69.2'],
    ['-41.3, abc', '-41.3, '],
  ])('%j -> %j', (typed, kept) => {
    expect(coordinatesInput(typed)).toBe(kept);
  });
});
