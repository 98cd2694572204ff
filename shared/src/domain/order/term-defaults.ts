import { auctionMechanism } from '../trade/auction/auction.mechanism';
import type { PropertyType } from './order-kind';

/**
 * The choice each of the order form's radio groups starts on, so no group is left blank: most
 * orders are auctions of owned property, on trade until sold, paid in full. The customer changes
 * any of them with one click; a value already saved is never replaced.
 */
export const ORDER_TERM_DEFAULTS = {
  trade_type: auctionMechanism.tradeType,
  stay_mode: 'until_sold',
  part_payment: false,
  property_type: 'ownership',
} as const satisfies {
  trade_type: number;
  stay_mode: 'days' | 'until_sold';
  part_payment: boolean;
  property_type: PropertyType;
};

interface ChoiceTerms {
  trade_type: number | null;
  stay_mode: 'days' | 'until_sold' | null;
  part_payment: boolean | null;
  property_type: PropertyType | null;
}

/** The terms with every unanswered choice on its default. */
export function withTermDefaults<T extends ChoiceTerms>(terms: T): T {
  return {
    ...terms,
    trade_type: terms.trade_type ?? ORDER_TERM_DEFAULTS.trade_type,
    stay_mode: terms.stay_mode ?? ORDER_TERM_DEFAULTS.stay_mode,
    part_payment: terms.part_payment ?? ORDER_TERM_DEFAULTS.part_payment,
    property_type: terms.property_type ?? ORDER_TERM_DEFAULTS.property_type,
  };
}
