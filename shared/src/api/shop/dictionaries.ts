/**
 * Contracts of `api/shop/dictionaries/*`. Every item carries its name in all four shipped
 * languages, so the client switches language without asking again (`localName` picks one).
 */
import { z } from 'zod';
import type { LocalNames } from '../../i18n/languages';
import type { ApiGroup } from '../call';

export const localNamesSchema = z.object({
  uz: z.string(),
  ru: z.string(),
  'uz-Cyrl': z.string(),
  en: z.string(),
}) satisfies z.ZodType<LocalNames>;

const codedItem = z.object({ id: z.number().int(), code: z.string(), name: localNamesSchema });
export type CodedItem = z.infer<typeof codedItem>;

export const regionSchema = z.object({ id: z.number().int(), soato: z.string(), name: localNamesSchema });
export type Region = z.infer<typeof regionSchema>;

export const areaSchema = z.object({
  id: z.number().int(),
  region_id: z.number().int(),
  soato: z.string(),
  kind: z.enum(['district', 'city']),
  name: localNamesSchema,
});
export type Area = z.infer<typeof areaSchema>;
/** GET dictionaries/area?region_id=N, or without region_id: every area of the country. */
export const areaQuerySchema = z.object({ region_id: z.coerce.number().int().positive().optional() });

export const categorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  parent_id: z.number().int().nullable(),
  /** URL path of the icon, served by us. */
  icon: z.string(),
  name: localNamesSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const lotStatusSchema = codedItem.extend({
  color: z.enum(['primary', 'success', 'warning', 'danger', 'info']),
});
export type LotStatusItem = z.infer<typeof lotStatusSchema>;

export const codedItemSchema = codedItem;

/** A bank of Uzbekistan with the MFO code of its head office (the order's requisites). */
export const bankSchema = z.object({ mfo: z.string(), name: localNamesSchema });
export type Bank = z.infer<typeof bankSchema>;

/**
 * The order form's two category choices: each top-level kind with its children (empty when the
 * kind has none, and then the kind itself is chosen).
 */
export const orderCategorySchema = categorySchema.extend({ children: z.array(categorySchema) });
export type OrderCategory = z.infer<typeof orderCategorySchema>;

/** The dictionary calls and what each answers (an array of the item). */
export const dictionaryCalls = {
  region: regionSchema,
  area: areaSchema,
  categories: categorySchema,
  'lot-statuses': lotStatusSchema,
  'order-statuses': codedItem,
  'trade-types': codedItem,
  'order-types': codedItem,
  'payment-types': codedItem,
  /** The ways an order is sold: the trade types (auction, fixed price), under the spec's name. */
  'order-methods': codedItem,
  'order-categories': orderCategorySchema,
  bank: bankSchema,
} as const;
export type DictionaryName = keyof typeof dictionaryCalls;

// Object literals, not a helper's calls: the client's bundle drops them (it uses the schemas only).
export const dictionariesApi = {
  tag: 'dictionaries',
  description: `Each item names itself in every shipped language: \`"name": {"uz": "...", "ru": "...", "uz-Cyrl": "...", "en": "..."}\`. Answers may be cached for 5 minutes.`,
  calls: {
    'GET /api/shop/dictionaries/region': {
      summary: 'The 14 regions (id = SOATO code)',
      auth: 'guest',
      answer: z.array(regionSchema),
    },
    'GET /api/shop/dictionaries/area': {
      summary: 'The districts and cities of one region, or of the whole country',
      description: `Without \`region_id\`, all of them (about 200): one answer for a page that names the places of lots in many regions. A bad \`region_id\`: 400; an unknown one: 404.`,
      auth: 'guest',
      query: areaQuerySchema,
      answer: z.array(areaSchema),
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/dictionaries/categories': {
      summary: 'Categories; `icon` is a URL path served by us',
      auth: 'guest',
      answer: z.array(categorySchema),
    },
    'GET /api/shop/dictionaries/lot-statuses': {
      summary: 'Lot statuses 1 to 17 with their colour (primary, success, warning, danger, info)',
      auth: 'guest',
      answer: z.array(lotStatusSchema),
    },
    'GET /api/shop/dictionaries/order-statuses': {
      summary: 'Order statuses 1 to 7 (forming ... trade finished, withdrawn from trade)',
      auth: 'guest',
      answer: z.array(codedItem),
    },
    'GET /api/shop/dictionaries/trade-types': {
      summary: 'Trade types: auction, fixed price',
      auth: 'guest',
      answer: z.array(codedItem),
    },
    'GET /api/shop/dictionaries/order-types': {
      summary: 'Order types: personal order, for state benefit',
      auth: 'guest',
      answer: z.array(codedItem),
    },
    'GET /api/shop/dictionaries/payment-types': {
      summary: 'Payment types: full, by parts',
      auth: 'guest',
      answer: z.array(codedItem),
    },
    'GET /api/shop/dictionaries/order-methods': {
      summary: "The trade types under the order form's name",
      auth: 'guest',
      answer: z.array(codedItem),
    },
    'GET /api/shop/dictionaries/order-categories': {
      summary: "The top-level categories, each with `children` (the order form's category and category type)",
      auth: 'guest',
      answer: z.array(orderCategorySchema),
    },
    'GET /api/shop/dictionaries/bank': {
      summary: "Banks of Uzbekistan with their head office's MFO code",
      auth: 'guest',
      answer: z.array(bankSchema),
    },
  },
} satisfies ApiGroup;
