/**
 * Whose property an order sells. The order types seed: 1 personal order, 2 "for the benefit of the
 * state"; owner types individual, legal, state. Either mark makes it a state order: its money goes
 * to the platform's accounts, and a winner who refuses or does not pay is barred for 2 months.
 */
export const ORDER_TYPE = { PERSONAL: 1, STATE_BENEFIT: 2 } as const;

export const OWNER_TYPES = ['individual', 'legal', 'state'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];
/** Ownership is sold; rent is let for `rent_months`. */
export const PROPERTY_TYPES = ['ownership', 'rent'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export function isStateOrder(order: { ownerType: string; orderType: number }): boolean {
  return order.ownerType === 'state' || order.orderType === ORDER_TYPE.STATE_BENEFIT;
}
