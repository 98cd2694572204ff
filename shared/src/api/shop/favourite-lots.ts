/**
 * Contracts of `api/shop/favourite-lots/*` (signed in; guests get 401). Adding a lot already kept,
 * or removing one not kept, changes nothing and answers the same.
 */
import { z } from 'zod';
import { lotCardSchema } from './shop-lots';
import type { ApiGroup } from '../call';
import { pageOf, pageQuerySchema } from './page';

/** POST favourite-lots/add and favourite-lots/remove. */
export const favouriteBodySchema = z.object({ lot_id: z.number().int().min(1).max(2_147_483_647) });
export const favouriteAnswerSchema = z.object({ favourite: z.boolean() });
export type FavouriteAnswer = z.infer<typeof favouriteAnswerSchema>;

/** GET favourite-lots/list?page&size (pageQuerySchema), newest kept first. */
export const favouriteListSchema = pageOf(lotCardSchema);
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export const favouriteLotsApi = {
  tag: 'favourite-lots',
  description: `The signed-in user's favourite lots (guests 401). Adding a lot already kept, or removing one not kept, changes nothing and answers the same.`,
  calls: {
    'POST /api/shop/favourite-lots/add': {
      summary: 'Keep a lot in favourites',
      description: `Adding an unknown lot is 404.`,
      auth: 'user',
      body: favouriteBodySchema,
      answer: favouriteAnswerSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/favourite-lots/remove': {
      summary: 'Remove a lot from favourites',
      auth: 'user',
      body: favouriteBodySchema,
      answer: favouriteAnswerSchema,
    },
    'GET /api/shop/favourite-lots/list': {
      summary: 'A page of the favourite lots, the latest kept first',
      auth: 'user',
      query: pageQuerySchema,
      answer: favouriteListSchema,
    },
  },
} satisfies ApiGroup;
