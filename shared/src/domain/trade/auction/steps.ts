/**
 * Bid steps (docs/domain.md "The auction"): a percentage of the START price, not of the current price.
 * 'standard': steps 1-4 are 5 %, step 5 and later 3 %; 'flat' (start above 2 000 BHM): always 2 %.
 * The Lua scripts (server/src/redis/lua) compute the same numbers; the shared case table keeps them
 * equal.
 */
export type StepMode = 'standard' | 'flat';

/** Steps 1..this are the large ones in 'standard' mode. */
export const LARGE_STEPS = 4;
export const STEP_BASIS_POINTS = { large: 500, small: 300, flat: 200 } as const;

/** Basis points (1/100 of a percent) of step `stepNumber` (1-based count of steps taken). */
export function stepBasisPoints(stepNumber: number, mode: StepMode): number {
  if (mode === 'flat') return STEP_BASIS_POINTS.flat;
  return stepNumber <= LARGE_STEPS ? STEP_BASIS_POINTS.large : STEP_BASIS_POINTS.small;
}

/** The amount of step `stepNumber` in tiyin, rounded down to the tiyin. */
export function stepAmount(startPrice: bigint, stepNumber: number, mode: StepMode): bigint {
  return (startPrice * BigInt(stepBasisPoints(stepNumber, mode))) / 10_000n;
}

export interface PriceState {
  startPrice: bigint;
  /** The last accepted bid; null before the first. */
  price: bigint | null;
  /** Steps taken so far. */
  stepNo: number;
  stepMode: StepMode;
}

/** The system suggested price: the current price (or the start price) plus the next step. */
export function suggestedPrice(state: PriceState): bigint {
  const base = state.price ?? state.startPrice;
  return base + stepAmount(state.startPrice, state.stepNo + 1, state.stepMode);
}

/**
 * The prices reached by `count` one-click bids from `state`: r_1 = suggested, r_(i+1) = r_i plus
 * step (stepNo + i + 1). The auto-bid duel climbs the same rungs.
 */
export function priceLadder(state: PriceState, count: number): bigint[] {
  const rungs: bigint[] = [];
  let price = state.price ?? state.startPrice;
  for (let i = 1; i <= count; i += 1) {
    price += stepAmount(state.startPrice, state.stepNo + i, state.stepMode);
    rungs.push(price);
  }
  return rungs;
}
