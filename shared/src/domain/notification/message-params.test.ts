import { describe, expect, it } from 'vitest';
import { formatMessageParams, instantParam, moneyParam } from './message-params';

describe('formatMessageParams', () => {
  it.each([
    ['text', { lot: 'A-1024' }, { lot: 'A-1024' }],
    ['a number', { left: 3 }, { left: '3' }],
    ['money in tiyin', { price: moneyParam(1_250_000_000n) }, { price: '12 500 000 UZS' }],
    ['money with tiyin', { amount: { tiyin: '150005' } }, { amount: '1 500.05 UZS' }],
    [
      'an instant, in Tashkent',
      { at: instantParam(new Date('2026-11-22T09:00:00Z')) },
      { at: '22.11.2026 14:00:00' },
    ],
    ['an unreadable instant', { at: { at: 'soon' } }, {}],
    ['money that is not digits', { price: { tiyin: '12.5' } }, {}],
    ['an unknown shape', { x: { y: 1 }, list: [1], none: null }, {}],
    ['no object at all', null, {}],
    ['an array', ['a'], {}],
  ])('%s', (_name, params, expected) => {
    expect(formatMessageParams(params)).toEqual(expected);
  });
});
