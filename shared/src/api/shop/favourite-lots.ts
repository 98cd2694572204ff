/**
 * Contracts of `api/shop/favourite-lots/*` (signed in; guests get 401). Adding a lot already kept,
 * or removing one not kept, changes nothing and answers the same.
 */
import { z } from 'zod';
import { pageOf } from './page';
import { lotCardSchema } from './shop-lots';

/** POST favourite-lots/add and favourite-lots/remove. */
export const favouriteBodySchema = z.object({ lot_id: z.number().int().min(1).max(2_147_483_647) });
export const favouriteAnswerSchema = z.object({ favourite: z.boolean() });
export type FavouriteAnswer = z.infer<typeof favouriteAnswerSchema>;

/** GET favourite-lots/list?page&size (pageQuerySchema), newest kept first. */
export const favouriteListSchema = pageOf(lotCardSchema);
export type FavouriteList = z.infer<typeof favouriteListSchema>;
