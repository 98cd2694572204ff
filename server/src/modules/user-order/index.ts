/** modules/user-order's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export type { UserOrderService } from './user-order.service';
