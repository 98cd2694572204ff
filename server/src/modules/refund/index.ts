/**
 * modules/refund's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { RefundService } from './refund.service';
