/**
 * A refund application waits for an operator, who approves it (the money is paid to the card) or
 * rejects it (the amount returns to the balance). Apart from the refund contract
 * (api/shop/payment-back.ts) so the refund lists filter by status without bringing its zod schemas.
 */
export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
