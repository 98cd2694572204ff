/**
 * The lot page's step and copies, derived: the first step by the engine's own rule (from the start
 * price and the notice day, or the mode the auction's start fixed), copies left from what was bought.
 */
import { firstStep, stepModeOf } from '@kimoshdi/shared/domain/trade/auction/first-step';
import { copiesLeft } from '@kimoshdi/shared/domain/trade/fixed-price/fixed-price';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';

export interface StepTermsSource {
  trade_type: number;
  start_price: string;
  published_at: Date;
  quantity: number;
  quantity_sold: number;
  /** The mode the auction fixed at its start (auctions.step_mode); null before. */
  step_mode: string | null;
}

export interface StepTerms {
  step_percent: number | null;
  first_step_price: string | null;
  quantity_left: number;
}

export function lotStepTerms(row: StepTermsSource): StepTerms {
  const quantity_left = copiesLeft(row.quantity, row.quantity_sold);
  if (!mechanismOf(row.trade_type).bids) return { step_percent: null, first_step_price: null, quantity_left };
  const step = firstStep(BigInt(row.start_price), row.published_at, stepModeOf(row.step_mode));
  return { step_percent: step.percent, first_step_price: step.price.toString(), quantity_left };
}
