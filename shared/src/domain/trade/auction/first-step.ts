/**
 * The lot page's "first step price with percent" (docs/product.md section 3): the engine's first suggested
 * price, from the same step rules (steps.ts) and the same step mode (the BHM of the notice day),
 * so the lot card, the lot list and the game page cannot disagree. Auctions only.
 */
import { stepModeFor } from '../../money/bhm';
import { stepBasisPoints, suggestedPrice, type StepMode } from './steps';

export interface FirstStep {
  mode: StepMode;
  /** The first step as a percent of the start price (5 or 2). */
  percent: number;
  /** Tiyin: the start price plus the first step, the price the game suggests before any bid. */
  price: bigint;
}

export function firstStep(startPrice: bigint, noticeDate: Date | number, mode?: StepMode): FirstStep {
  const stepMode = mode ?? stepModeFor(startPrice, noticeDate);
  return {
    mode: stepMode,
    percent: stepBasisPoints(1, stepMode) / 100,
    price: suggestedPrice({ startPrice, price: null, stepNo: 0, stepMode }),
  };
}

/** A stored step mode (auctions.step_mode) as the rules type it; undefined when absent or unknown. */
export function stepModeOf(stored: string | null | undefined): StepMode | undefined {
  return stored === 'flat' || stored === 'standard' ? stored : undefined;
}
