/**
 * Whether the customer may still change an order (its data and files): while it is being formed
 * (1). An order the moderator returns to the customer is forming again: status 1 with
 * `orders.returned_at` and `return_reason` set (docs/decisions.md "Customer orders"), so this one
 * rule allows it too; the moderator's desk calls `returnOrderToCustomer`
 * (server/src/modules/order/order-moderation.ts) to do it.
 */
export const ORDER_FORMING = 1;

const EDITABLE: ReadonlySet<number> = new Set([ORDER_FORMING]);

export function orderEditable(status: number): boolean {
  return EDITABLE.has(status);
}
