/**
 * Whether the customer may still change an order (its lots' data and files): while it is being
 * formed (1). The spec also lets a customer edit an order the moderator returned to them; that
 * status does not exist yet, and when it comes it is added here, the one place that decides.
 */
export const ORDER_FORMING = 1;

const EDITABLE: ReadonlySet<number> = new Set([ORDER_FORMING]);

export function orderEditable(status: number): boolean {
  return EDITABLE.has(status);
}
