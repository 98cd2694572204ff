/**
 * Whether an order's files allow sending it (the order-sending code calls it): at least
 * MIN_ORDER_IMAGES photos. The upper limits are kept by every upload, so they hold already.
 */
import { MIN_ORDER_IMAGES } from './limits';

export interface OrderFileCounts {
  images: number;
  documents: number;
}

export type OrderFilesReady =
  { ok: true } | { ok: false; code: 'ORDER_IMAGES_TOO_FEW'; data: { min: number; count: number } };

export function orderFilesReady(counts: OrderFileCounts): OrderFilesReady {
  if (counts.images < MIN_ORDER_IMAGES) {
    return { ok: false, code: 'ORDER_IMAGES_TOO_FEW', data: { min: MIN_ORDER_IMAGES, count: counts.images } };
  }
  return { ok: true };
}
