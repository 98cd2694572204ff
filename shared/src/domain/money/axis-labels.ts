/**
 * Sums on a chart's price axis, short enough for a phone: `1,45 mlrd` instead of
 * `1 450 000 000`, whose leading digits a narrow axis cut off (issue 24). Pure: the words come from
 * the caller's language (uz "mln"/"mlrd"/"trln", ru "млн"/"млрд"/"трлн"), the rule is the same.
 *
 * One unit for every tick of an axis (a reader compares them), the largest the top tick reaches
 * whose two decimals still tell every tick apart; every tick gets the same number of decimals.
 * Below a million, or when even millions would need more than two decimals, the whole sums are
 * written out, grouped as every amount on the site.
 */
import { groupThousands } from './format';

export interface AxisUnits {
  million: string;
  billion: string;
  trillion: string;
  /** The decimal mark of the language: `,` in uz and ru. */
  decimal: string;
}

const SCALES = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
] as const;
const MAX_DECIMALS = 2;
/** Ticks are computed in floating point: 1 450 500 000.0000002 is 1 450 500 000 (under a tiyin). */
const EPSILON = 0.01;

/** The fewest decimals (at most two) at which every tick divided by `size` is exact; null if none. */
function decimalsFor(ticks: readonly number[], size: number): number | null {
  for (let decimals = 0; decimals <= MAX_DECIMALS; decimals += 1) {
    const exact = ticks.every((tick) => {
      const unit = size / 10 ** decimals;
      return Math.abs(tick - Math.round(tick / unit) * unit) < EPSILON;
    });
    if (exact) return decimals;
  }
  return null;
}

function scaledText(tick: number, size: number, decimals: number, mark: string): string {
  const [whole = '0', fraction] = (Math.abs(tick) / size).toFixed(decimals).split('.');
  const sign = tick < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `${mark}${fraction}` : ''}`;
}

/** The labels of an axis's ticks (in sums), in the order given. */
export function moneyAxisLabels(ticks: readonly number[], units: AxisUnits): string[] {
  const top = Math.max(0, ...ticks.map((tick) => Math.abs(tick)));
  for (const [size, unit] of SCALES) {
    if (top < size) continue;
    const decimals = decimalsFor(ticks, size);
    if (decimals === null) continue;
    return ticks.map((tick) =>
      Math.abs(tick) < EPSILON ? '0' : `${scaledText(tick, size, decimals, units.decimal)} ${units[unit]}`,
    );
  }
  return ticks.map((tick) => `${tick < 0 ? '-' : ''}${groupThousands(String(Math.round(Math.abs(tick))))}`);
}
