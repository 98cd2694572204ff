/**
 * A results protocol is in force until an operator cancels it. Apart from the check contract
 * (api/shop/check.ts) so the protocol lists filter by status without bringing its zod schemas.
 */
export const PROTOCOL_STATUSES = ['active', 'cancelled'] as const;
export type ProtocolStatus = (typeof PROTOCOL_STATUSES)[number];
