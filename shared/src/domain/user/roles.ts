/**
 * Roles (docs/product.md section 6). A guest has no account; an account is a buyer, a customer, both, or an
 * operator of the platform. What each may do is decided here once, for the server's checks and the
 * client's menus alike.
 */
export const ROLES = ['buyer', 'customer', 'both', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a person chooses at registration (operators are made by the platform, not there). */
export const ID_ROLES = ['buyer', 'customer', 'both'] as const;
export type IdRole = (typeof ID_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Applies to lots, bids, pays for won lots: the buyer menu. */
export function canBuy(role: Role): boolean {
  return role === 'buyer' || role === 'both';
}

/** Creates and manages orders: the customer menu. */
export function canSell(role: Role): boolean {
  return role === 'customer' || role === 'both';
}

/** Approves refunds, moderates orders, pauses auctions. */
export function isOperator(role: Role): boolean {
  return role === 'operator';
}
