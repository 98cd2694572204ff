/**
 * Contracts of `api/shop/saved-searches/*` (signed in; guests get 401): the lot list's filters kept
 * by a user, and announced in the cabinet's messages (and by e-mail to a confirmed address) when a
 * new lot matching them is published.
 */
import { z } from 'zod';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_FILTER_KEYS,
  type SavedSearchFilterKey,
} from '../../domain/saved-search/saved-search-limits';
import type { ApiGroup } from '../call';
import { text } from '../text';
import { lotFiltersSchema, MAX_QUERY_LENGTH } from './shop-lots';

const filterField = text().trim().max(MAX_QUERY_LENGTH).optional();

/**
 * POST saved-searches/add: the filters as the lot list's address holds them (strings, each
 * optional, at least one set). They must be filters the lot list accepts.
 */
export const savedSearchBodySchema = z
  .object({
    q: filterField,
    category: filterField,
    region: filterField,
    area: filterField,
    trade_type: filterField,
    order_type: filterField,
    payment_type: filterField,
    date_from: filterField,
    date_to: filterField,
    price_from: filterField,
    price_to: filterField,
  } satisfies Record<SavedSearchFilterKey, typeof filterField>)
  .superRefine((filters, ctx) => {
    if (!SAVED_SEARCH_FILTER_KEYS.some((key) => (filters[key] ?? '') !== '')) {
      ctx.addIssue({ code: 'custom', message: 'at least one filter', path: ['q'] });
      return;
    }
    const checked = lotFiltersSchema.safeParse(filters);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
  });
export type SavedSearchBody = z.output<typeof savedSearchBodySchema>;

/** The filters of a saved search as stored (canonical: empty ones left out). */
export const savedSearchFiltersSchema = z.object(
  Object.fromEntries(SAVED_SEARCH_FILTER_KEYS.map((key) => [key, z.string().optional()])) as Record<
    SavedSearchFilterKey,
    z.ZodOptional<z.ZodString>
  >,
);

export const savedSearchSchema = z.object({
  id: z.number().int(),
  filters: savedSearchFiltersSchema,
  created_at: z.string(),
  /** How many new lots this search has announced. */
  announced: z.number().int().nonnegative(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET saved-searches/list: newest first, all of them (at most MAX_SAVED_SEARCHES). */
export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  limit: z.number().int().min(1),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** POST saved-searches/remove {id} */
export const savedSearchRemoveSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
export const savedSearchRemovedSchema = z.object({ removed: z.boolean() });

export const savedSearchesApi = {
  tag: 'saved-searches',
  description: `The signed-in user's saved searches (guests 401): the lot list's filters, kept so that every new lot matching them is announced once in the cabinet's messages (a link to the lot), and by e-mail when the user has a confirmed e-mail. A lot is new when it is published (the moderator's approval, a repeated auction). At most ${MAX_SAVED_SEARCHES} per user; the same filters saved again are the same search.`,
  calls: {
    'POST /api/shop/saved-searches/add': {
      summary: 'Save the current filters of the lot list',
      description: `At least one filter; the same checks as the lot list's (400 \`VALIDATION\` naming the field). Saving filters already saved answers that search (no second one). Above ${MAX_SAVED_SEARCHES}: 409 \`SAVED_SEARCH_LIMIT\`.`,
      auth: 'user',
      status: 201,
      body: savedSearchBodySchema,
      answer: savedSearchSchema,
      errors: ['SAVED_SEARCH_LIMIT'],
    },
    'GET /api/shop/saved-searches/list': {
      summary: "The user's saved searches, newest first",
      auth: 'user',
      answer: savedSearchListSchema,
    },
    'POST /api/shop/saved-searches/remove': {
      summary: 'Delete a saved search',
      description: `Another user's search, or one already deleted, is 404.`,
      auth: 'user',
      body: savedSearchRemoveSchema,
      answer: savedSearchRemovedSchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
