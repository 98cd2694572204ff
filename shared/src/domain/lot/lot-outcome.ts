/**
 * How a lot's trade ended, read from its status (docs/product.md section 4's outcomes: sold, not sold,
 * withdrawn, finished with no price given, price not confirmed; plus not held and cancelled).
 */
import { LOT_STATUS } from './lot-status';

/** How a lot's trade ended (or that it has not ended), derived from its status. */
export const LOT_OUTCOMES = [
  'sold',
  'not_sold',
  'withdrawn',
  'no_price',
  'price_not_confirmed',
  'not_held',
  'cancelled',
  'not_finished',
] as const;
export type LotOutcome = (typeof LOT_OUTCOMES)[number];

const S = LOT_STATUS;
const OUTCOME_BY_STATUS: ReadonlyMap<number, LotOutcome> = new Map<number, LotOutcome>([
  [S.SOLD, 'sold'],
  [S.PROTOCOL_ISSUED, 'sold'],
  [S.AWAITING_PAYMENT, 'sold'],
  [S.NOT_SOLD, 'not_sold'],
  [S.WITHDRAWN, 'withdrawn'],
  [S.NO_BIDS, 'no_price'],
  [S.PRICE_NOT_CONFIRMED, 'price_not_confirmed'],
  [S.NOT_HELD, 'not_held'],
  [S.CANCELLED, 'cancelled'],
]);

export function lotOutcome(status: number): LotOutcome {
  return OUTCOME_BY_STATUS.get(status) ?? 'not_finished';
}
