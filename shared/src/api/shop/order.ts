/**
 * Contracts of `api/shop/order/*` on the public side: an order put on trade and its lots.
 * Orders still forming or under moderation (status 1, 2) are not public: 404.
 */
import { z } from 'zod';
import { OWNER_TYPES } from './lot-card';
import { lotCardSchema } from './shop-lots';

/** GET order/preview?id */
export const orderPreviewQuerySchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const orderPreviewSchema = z.object({
  order: z.object({
    id: z.number().int(),
    /** Order progress 1..6 (dictionaries/order-statuses); always 3 or more here. */
    status: z.number().int(),
    order_type: z.number().int(),
    owner_type: z.enum(OWNER_TYPES),
    customer_name: z.string(),
    created_at: z.string(),
  }),
  lots: z.array(lotCardSchema),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;
