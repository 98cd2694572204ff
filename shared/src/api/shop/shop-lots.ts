/**
 * Contracts of `api/shop/shop-lots/*`: the public catalogue (lot list with its tabs, filters and
 * search, the home page's lists, a finished lot's result and a lot's status history).
 *
 * Money is tiyin in strings (1 so'm = 100 tiyin); times are ISO UTC strings; names come in all
 * four languages (`localName(names, lang)` picks one). Filters typed by people (`price_from`,
 * `price_to`) are whole sums, as typed, spaces allowed.
 */
import { LOT_OUTCOMES } from '../../domain/lot/lot-outcome';
import { z } from 'zod';
import { DEFAULT_LOT_TAB, LOT_TABS } from '../../domain/lot/lot-tabs';
import { LOT_SORTS } from '../../domain/lot/lot-sort';
import { localNamesSchema } from './dictionaries';
import { MAX_PAGE, MAX_PAGE_SIZE } from './page';
import { text } from '../text';
import type { ApiGroup } from '../call';
import { bidLogQuerySchema, bidLogSchema } from './bid-log';

/** The lot list's page size when none is asked for (spec: size=12 in the URL by default). */
export const LOT_LIST_DEFAULT_SIZE = 12;
/** A search query longer than this is refused (VALIDATION) before it reaches the database. */
export const MAX_QUERY_LENGTH = 200;
/** Largest value a PostgreSQL integer id can take: anything larger cannot exist. */
const MAX_ID = 2_147_483_647;
/** Largest start price filter, in sums (a thousand trillion): beyond it nothing can match. */
const MAX_PRICE_SUMS = 1_000_000_000_000_000n;

/** Query strings carry "" for an empty field of a form; it means "no filter". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const idFilter = optional(z.coerce.number().int().min(1).max(MAX_ID));

/** A Tashkent calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
const daySchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'not a calendar day');

/** A price filter in whole sums as typed ("12 500 000"), turned into tiyin (a digit string). */
const sumsToTiyin = text()
  .transform((text) => text.replace(/[\s\u00a0,]/g, ''))
  .pipe(z.string().regex(/^\d{1,19}$/, 'whole sums, digits only'))
  // The guard keeps BigInt from throwing should zod run this check after a failed pipe.
  .refine((digits) => /^\d+$/.test(digits) && BigInt(digits) <= MAX_PRICE_SUMS, 'too large')
  .transform((digits) => (BigInt(digits) * 100n).toString());

const isDigits = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value);

/** Filters shared by the lot list and its counter (the counter has no tab and no page). */
export const lotFiltersSchema = z
  .object({
    /** Lot number (exact or prefix) or property name, any script, case or apostrophe form. */
    q: optional(text().trim().max(MAX_QUERY_LENGTH)),
    category: idFilter,
    region: idFilter,
    area: idFilter,
    trade_type: idFilter,
    order_type: idFilter,
    payment_type: idFilter,
    /** Trade date range on starts_at, Tashkent days, both ends included. */
    date_from: optional(daySchema),
    date_to: optional(daySchema),
    /** Start price range in sums (answers keep tiyin): the output is tiyin as a digit string. */
    price_from: optional(sumsToTiyin),
    price_to: optional(sumsToTiyin),
  })
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, {
    message: 'date_from is after date_to',
    path: ['date_to'],
  })
  .refine(
    (f) => !isDigits(f.price_from) || !isDigits(f.price_to) || BigInt(f.price_from) <= BigInt(f.price_to),
    {
      message: 'price_from is above price_to',
      path: ['price_to'],
    },
  );
export type LotFilters = z.output<typeof lotFiltersSchema>;

/** GET shop-lots/lot-list: a tab (`i`, default 4), the filters, a sort and a page (size default 12). */
export const lotListQuerySchema = z.intersection(
  lotFiltersSchema,
  z.object({
    i: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .pipe(z.literal([...LOT_TABS]))
        .default(DEFAULT_LOT_TAB),
    ),
    /** The order of the page (lot-sort.ts); without it, the tab's own order. */
    sort: optional(z.enum(LOT_SORTS)),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE).default(1)),
    size: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LOT_LIST_DEFAULT_SIZE),
    ),
  }),
);
export type LotListQuery = z.output<typeof lotListQuerySchema>;

/** One lot as every list shows it. */
export const lotCardSchema = z.object({
  id: z.number().int(),
  lot_number: z.string(),
  name: localNamesSchema,
  category_id: z.number().int(),
  region_id: z.number().int(),
  area_id: z.number().int(),
  lot_status: z.number().int(),
  trade_type: z.number().int(),
  order_type: z.number().int(),
  payment_type: z.number().int(),
  /** Tiyin. */
  start_price: z.string(),
  /** Tiyin. */
  deposit_amount: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** URL path of the main photo, served by us; null when the lot has none. */
  main_photo: z.string().nullable(),
  /**
   * When the customer withdrew the lot from trade (status 10), else null: the lot's trade ended
   * then, whatever `ends_at` (the planned end) says.
   */
  withdrawn_at: z.string().nullable(),
  /** Whether the signed-in user keeps this lot in favourites; always false for guests. */
  favourite: z.boolean(),
});
export type LotCard = z.infer<typeof lotCardSchema>;

export const lotListSchema = z.object({
  items: z.array(lotCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
});
export type LotList = z.infer<typeof lotListSchema>;

/** GET shop-lots/lot-list-counter: the same filters, no tab, no page. */
export const lotListCounterQuerySchema = lotFiltersSchema;
/** How many lots each tab holds under the filters; keys are the tabs "0".."4". */
export const lotListCounterSchema = z.object({
  counts: z.object({
    '0': z.number().int().nonnegative(),
    '1': z.number().int().nonnegative(),
    '2': z.number().int().nonnegative(),
    '3': z.number().int().nonnegative(),
    '4': z.number().int().nonnegative(),
  }),
});
export type LotListCounter = z.infer<typeof lotListCounterSchema>;

/** The home page's lists: at most `size` (default 12, up to 100) lots. */
export const shortListQuerySchema = z.object({
  size: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LOT_LIST_DEFAULT_SIZE),
  ),
});
/** GET shop-lots/active-lot-list?size: accepting applications or live, soonest first. */
export const activeLotListSchema = z.array(lotCardSchema);
/** GET shop-lots/is-reklama-list?size: featured lots. */
export const reklamaLotListSchema = z.array(lotCardSchema);

/** `?lot_id=N` of the calls about one lot. */
export const lotIdQuerySchema = z.object({ lot_id: z.coerce.number().int().min(1).max(MAX_ID) });
/** GET shop-lots/sub-lot-list?lot_id: the other lots of the same order. */
export const subLotListSchema = z.array(lotCardSchema);
/** At most this many similar lots are shown on a lot's page. */
export const SIMILAR_LOTS_SIZE = 8;
/** GET shop-lots/similar-lot-list?lot_id: open lots like this one, the most alike first. */
export const similarLotListSchema = z.array(lotCardSchema).max(SIMILAR_LOTS_SIZE);

export const resultBidSchema = z.object({
  /** 1 for the first bid. */
  seq: z.number().int(),
  buyer_number: z.string(),
  /** Tiyin. */
  amount: z.string(),
  at: z.string(),
});
/** GET shop-lots/result?lot_id. Bids oldest first. */
export const lotResultSchema = z.object({
  lot: lotCardSchema,
  outcome: z.enum(LOT_OUTCOMES),
  /** Tiyin; null unless sold. */
  final_price: z.string().nullable(),
  winner_buyer_number: z.string().nullable(),
  bids: z.array(resultBidSchema),
});
export type LotResult = z.infer<typeof lotResultSchema>;

/** GET shop-lots/flows?lot_id: the lot's status history, oldest first. */
export const lotFlowSchema = z.object({ status: z.number().int(), at: z.string() });
export const lotFlowsSchema = z.array(lotFlowSchema);
export type LotFlow = z.infer<typeof lotFlowSchema>;

export const shopLotsApi = {
  tag: 'shop-lots',
  description: `The public catalogue (docs/product.md): the lot list with its tabs, filters and search, the home page's lists, a finished lot's result and public bid log, and a lot's status history. Every call is public; \`favourite\` in a card is true only for the signed-in caller's favourites. Money in tiyin strings, times ISO UTC, names \`{uz, ru, 'uz-Cyrl', en}\`. Unknown lots: 404 \`NOT_FOUND\`; bad input: 400 \`VALIDATION\` naming the fields.

**Tabs** (\`shared/src/domain/lot/lot-tabs.ts\`): 0 search results (every status; a lot number query in lot number order, the exact number first; a name query with names beginning with it first, then newest id; no query: newest id), 1 new (1, 2; published desc), 2 completed (5, 7, 8, 9, 11, 16; ends desc), 3 not held (6; ends desc), 4 current (3, 4, 12; ends asc). The id breaks every tie, so pages never overlap. Tabs 1 to 4 and their counts list auctions only (trade type 1); fixed-price lots are found under search results (tab 0).

**Sort** (\`sort\`, optional): \`ending\` (end time, soonest first), \`newest\` (published, newest first), \`price_asc\`, \`price_desc\` (start price); the id in the same direction breaks ties. Without it each tab keeps its own order; any other value is 400 \`VALIDATION\`. Each tab has an index for each sort (migrations/20261122_0800_lot_sort.sql).

**Filters** (all optional; an empty field is no filter): \`q\` (at most 200 characters), \`category\` (the category and its sub-categories), \`region\`, \`area\`, \`trade_type\`, \`order_type\`, \`payment_type\` (ids; an unknown id gives an empty list), \`date_from\`, \`date_to\` (\`YYYY-MM-DD\`, Tashkent days, on the start time, both included), \`price_from\`, \`price_to\` (whole sums as typed, spaces allowed, compared with the start price). A date or price range upside down is 400.

**Search**: the query and the stored \`search_text\` (both names, the lot number, the region and district in Uzbek Latin and Cyrillic, Russian and English, and the address; derived by a trigger of the database) share one normal form (\`shared/src/domain/search/normalize.ts\`): lower case, every apostrophe form (ʻ ʼ ' ‘ ’ and the backtick) as \`'\`, Uzbek and Russian Cyrillic in Uzbek Latin, spaces folded. "Toshkent" finds "Тошкент", "gʻalla" finds "G'alla", "ғалла" finds "g'alla". A query of digits (and dashes) is a lot number, matched exactly or by prefix (\`lot_number text_pattern_ops\` index); anything else is looked for word by word (every word, in any order: "kvartira Chilonzor", "Ташкент") inside the search text with \`LIKE\` on a GIN trigram index (\`lots_search_trgm_idx\`); a word of one or two characters matches words that begin with it ("uy" finds "Uylar", not "Kuyov"), which the same index serves. \`%\` and \`_\` in a query are matched as written.

**Demo data** (\`npm start\`, \`server/src/demo/demo-catalogue.ts\`): 240 lots, lot numbers \`2600000001\`..\`2600000240\`, protocols \`BN-<lot number>\` (e.g. \`BN-2600000010\`, tax id \`300071271\`), blacklist entries for the lots in status 11 (e.g. tax id \`300095028\` in force). \`npm run seed:large [count]\` adds \`count\` (default 100 000) lots numbered \`8xxxxxxxxxxx\` to the database named by \`DATABASE_URL\` (\`seedLargeCatalogue(db, count)\` in \`server/src/demo/large-catalogue.ts\`).`,
  calls: {
    'GET /api/shop/shop-lots/lot-list': {
      summary: 'One page of a tab under the filters',
      description: `\`i\` is the tab (0..4, default 4); \`sort\` one of \`ending\`, \`newest\`, \`price_asc\`, \`price_desc\` (else the tab's order); \`size\` 1..100, default 12. A guest's page is served from the list cache (\`ETag\`).`,
      auth: 'guest',
      query: lotListQuerySchema,
      answer: lotListSchema,
    },
    'GET /api/shop/shop-lots/lot-list-counter': {
      summary: 'How many lots each tab holds under the filters',
      description: `Each count equals that tab's \`total\`.`,
      auth: 'guest',
      query: lotListCounterQuerySchema,
      answer: lotListCounterSchema,
    },
    'GET /api/shop/shop-lots/active-lot-list': {
      summary: 'Auctions accepting applications or live, soonest to end first',
      description: `Trade type 1 in statuses 2, 3, 4.`,
      auth: 'guest',
      query: shortListQuerySchema,
      answer: activeLotListSchema,
    },
    'GET /api/shop/shop-lots/is-reklama-list': {
      summary: 'Featured lots not yet traded, newest first',
      description: `Statuses 1, 2, 3, 4, 12.`,
      auth: 'guest',
      query: shortListQuerySchema,
      answer: reklamaLotListSchema,
    },
    'GET /api/shop/shop-lots/sub-lot-list': {
      summary: "The other lots of the lot's order",
      auth: 'guest',
      query: lotIdQuerySchema,
      answer: subLotListSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/shop-lots/similar-lot-list': {
      summary: 'Open lots like this one, at most 8',
      description: `Lots open to the public (statuses 1, 2, 3, 4, 12), never the lot itself: the same category first, then the same region, then the start price nearest to this one's, then the soonest to end. A guest's answer is served from the list cache.`,
      auth: 'guest',
      query: lotIdQuerySchema,
      answer: similarLotListSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/shop-lots/result': {
      summary: "A lot's outcome and its bids, oldest first",
      description: `\`outcome\` is \`sold\` (5, 7, 8), \`not_sold\` (9), \`withdrawn\` (10), \`no_price\` (16), \`price_not_confirmed\` (11), \`not_held\` (6), \`cancelled\` (13) or \`not_finished\`; price and winner only when sold.`,
      auth: 'guest',
      query: lotIdQuerySchema,
      answer: lotResultSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/shop-lots/flows': {
      summary: "A lot's status history, oldest first",
      auth: 'guest',
      query: lotIdQuerySchema,
      answer: lotFlowsSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/shop-lots/bid-log': {
      summary: "A finished auction's public bid log, with its hash chain (docs/bid-log.md)",
      description: `Everything needed to recompute the chain: the genesis inputs, the genesis, every bid as the chain covers it (\`placed_at\` in ms) and the final digest. 409 \`WRONG_STATE\` while live or for a fixed-price lot.`,
      auth: 'guest',
      query: bidLogQuerySchema,
      answer: bidLogSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
  },
} satisfies ApiGroup;
