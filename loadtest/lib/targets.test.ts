import { describe, expect, it } from 'vitest';
import { allMet, atLeast, atMost, describeTargets, ratioOf } from './targets';

describe('ratioOf', () => {
  it.each([
    [50, 100, 0.5],
    [1, 3, 0.333],
    [2, 3, 0.667],
    [250, 100, 2.5],
    [0, 5, 0],
  ])('%d / %d = %d', (a, b, expected) => {
    expect(ratioOf(a, b)).toBe(expected);
  });

  it.each([
    [null, 1],
    [1, null],
    [undefined, 1],
    [1, 0],
  ])('%s / %s has no ratio', (a, b) => {
    expect(ratioOf(a, b)).toBeNull();
  });
});

describe('atLeast and atMost', () => {
  it.each([
    ['at least, above', atLeast(0.6, 0.5), true],
    ['at least, on the limit', atLeast(0.5, 0.5), true],
    ['at least, below', atLeast(0.49, 0.5), false],
    ['at least, nothing measured', atLeast(null, 0.5), false],
    ['at most, below', atMost(24.9, 25), true],
    ['at most, on the limit', atMost(25, 25), true],
    ['at most, above', atMost(25.1, 25), false],
    ['at most, nothing measured', atMost(null, 25), false],
  ])('%s', (_name, target, met) => {
    expect(target.met).toBe(met);
  });

  it('keeps the value, the rule, the limit and the CPU ratio', () => {
    expect(atMost(31.5, 25, 2.1)).toEqual({ value: 31.5, rule: '<=', limit: 25, met: false, cpu_ratio: 2.1 });
    expect(atLeast(0.9, 0.8)).toEqual({ value: 0.9, rule: '>=', limit: 0.8, met: true, cpu_ratio: null });
  });
});

describe('allMet', () => {
  it('is true only when every target is met', () => {
    expect(allMet({ a: atLeast(1, 1), b: atMost(1, 1) })).toBe(true);
    expect(allMet({ a: atLeast(1, 1), b: atMost(2, 1) })).toBe(false);
  });
});

describe('describeTargets', () => {
  it('says each target, its verdict and the CPU ratio', () => {
    expect(describeTargets({ ack_p99_ms: atMost(31.5, 25, 2.1), share: atLeast(0.6, 0.5) })).toEqual([
      "ack_p99_ms 31.5 <= 25: MISSED (CPU per op x2.1 the baseline's)",
      'share 0.6 >= 0.5: met',
    ]);
  });
});
