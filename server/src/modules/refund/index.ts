/** modules/refund's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export type { RefundService } from './refund.service';
