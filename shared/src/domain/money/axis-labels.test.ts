import { describe, expect, it } from 'vitest';
import { moneyAxisLabels, type AxisUnits } from './axis-labels';

const uz: AxisUnits = { million: 'mln', billion: 'mlrd', trillion: 'trln', decimal: ',' };
const ru: AxisUnits = { million: 'млн', billion: 'млрд', trillion: 'трлн', decimal: ',' };

describe('moneyAxisLabels', () => {
  it.each([
    // 9 digits: hundreds of millions.
    [[450_000_000, 460_000_000, 470_000_000], uz, ['450 mln', '460 mln', '470 mln']],
    [[145_000_000, 145_500_000], uz, ['145,0 mln', '145,5 mln']],
    // 10 digits: the 1.45 billion, which read "450 000 000".
    [[1_400_000_000, 1_450_000_000, 1_500_000_000], uz, ['1,40 mlrd', '1,45 mlrd', '1,50 mlrd']],
    [[1_400_000_000, 1_450_000_000, 1_500_000_000], ru, ['1,40 млрд', '1,45 млрд', '1,50 млрд']],
    [[1_450_000_000, 1_450_500_000], uz, ['1 450,0 mln', '1 450,5 mln']],
    // 11 and 12 digits: the 7 billion, which read "000 000 000", and beyond.
    [[7_000_000_000, 7_500_000_000], uz, ['7,0 mlrd', '7,5 mlrd']],
    [[70_000_000_000, 72_000_000_000], ru, ['70 млрд', '72 млрд']],
    [[700_000_000_000, 705_000_000_000], uz, ['700 mlrd', '705 mlrd']],
    // 13 digits and a trillion.
    [[7_000_000_000_000, 7_350_000_000_000], uz, ['7,00 trln', '7,35 trln']],
    [[9_990_000_000_000, 10_000_000_000_000], ru, ['9,99 трлн', '10,00 трлн']],
    // Floating-point noise in the ticks does not show.
    [[1_450_500_000.0000002, 1_451_000_000], uz, ['1 450,5 mln', '1 451,0 mln']],
    // Below a million, or too fine for two decimals of millions: whole sums, grouped.
    [[500_000, 750_000], uz, ['500 000', '750 000']],
    [[1_000_000_001, 1_000_000_002], uz, ['1 000 000 001', '1 000 000 002']],
    // Zero stays a bare zero on an axis from nothing.
    [[0, 500_000_000, 1_000_000_000], uz, ['0', '0,5 mlrd', '1,0 mlrd']],
  ] as const)('%j in %j -> %j', (ticks, units, expected) => {
    expect(moneyAxisLabels(ticks, units)).toEqual(expected);
  });

  it('keeps every 9- to 13-digit label short and its leading digits', () => {
    for (let digits = 9; digits <= 13; digits += 1) {
      const top = 1.45 * 10 ** (digits - 1);
      const [label = ''] = moneyAxisLabels([top], uz);
      expect(label.length, label).toBeLessThanOrEqual(10);
      expect(label.startsWith('1'), label).toBe(true);
    }
  });
});
