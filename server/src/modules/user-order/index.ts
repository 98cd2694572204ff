/**
 * modules/user-order's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { UserOrderService } from './user-order.service';
