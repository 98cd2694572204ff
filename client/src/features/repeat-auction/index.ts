/**
 * Repeated auctions: under a lot of the customer's order that did not sell, "Put up again" with
 * the suggested lower start price (docs/decisions.md "Repeated auctions (issue 12)"). The order's
 * lots tab composes it.
 */
export { RepeatLotAction } from './components/repeat-lot-action';
