/**
 * The lot page's four tabs (`lot-card/tab-details?tab=`). Apart from the lot card's contract
 * (lot-card.ts) so the page that draws the tabs does not bring the contract's zod schemas.
 */
export const LOT_CARD_TABS = ['property', 'lot', 'customer', 'documents'] as const;
export type LotCardTab = (typeof LOT_CARD_TABS)[number];
