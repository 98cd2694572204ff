/**
 * The limits of an order's fields (docs/product.md section 5 and 9, docs/decisions.md "Customer
 * orders"): the spec's (copies, winner's payment days, rent term) and the platform's own.
 */
export const ORDER_LIMITS = {
  /** Duplicating makes 1 to 10 copies. */
  copies: { min: 1, max: 10 },
  /** The winner pays within 3 to 10 working days. */
  winnerPaymentDays: { min: 3, max: 10 },
  /** A rent term of at least 1 month (the platform: at most 50 years). */
  rentMonths: { min: 1, max: 600 },
  /** Platform: part payment over 2 to 36 months. */
  partPaymentMonths: { min: 2, max: 36 },
  /** Platform: a stay on trade of 1 to 365 days (or until sold). */
  stayDays: { min: 1, max: 365 },
  /** Platform: 1 to 10 000 units of the property. */
  quantity: { min: 1, max: 10_000 },
  propertyName: { min: 3, max: 200 },
  description: { max: 5000 },
  street: { min: 3, max: 300 },
} as const;

/** Uzbek bank accounts have 20 digits; MFO codes 5. */
export const BANK_ACCOUNT_DIGITS = 20;
export const MFO_DIGITS = 5;
