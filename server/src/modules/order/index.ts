/**
 * modules/order's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { CustomerOrderService } from './customer-order.service';
export { createModerationDesk } from './moderation-desk';
export { doOrderAction } from './order-actions';
export { createOrderActions, type OrderActions } from './order-actions.service';
export { returnOrderToCustomer } from './order-moderation';
export { approveOrder } from './order-moderation.commands';
export { createOrderService, type OrderService } from './order.service';
export { publishDueRepeats } from './repeat-publication';
