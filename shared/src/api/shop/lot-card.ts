/**
 * Contracts of `api/shop/lot-card/*`: one lot in full (docs/product.md section 3's Lot), and the same split
 * into the lot page's four tabs (property, lot, customer, documents).
 */
import { z } from 'zod';
import { localNamesSchema } from './dictionaries';
import type { ApiGroup } from '../call';
import { lotCardSchema, lotIdQuerySchema } from './shop-lots';
import { OWNER_TYPES, PROPERTY_TYPES } from '../../domain/order/order-kind';
import { LOT_CARD_TABS } from './lot-card-tabs';

// Apart from the schemas, so a page that needs only these lists does not bring zod (issue 15).
export {
  OWNER_TYPES,
  PROPERTY_TYPES,
  type OwnerType,
  type PropertyType,
} from '../../domain/order/order-kind';
export { LOT_CARD_TABS, type LotCardTab } from './lot-card-tabs';

export const lotPhotoSchema = z.object({ url: z.string(), is_main: z.boolean() });
export const lotDocumentSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
});

/** Tab "property": what is sold and where it is. */
export const lotPropertyTabSchema = z.object({
  name: localNamesSchema,
  description: localNamesSchema,
  category_id: z.number().int(),
  property_type: z.enum(PROPERTY_TYPES),
  rent_months: z.number().int().nullable(),
  quantity: z.number().int(),
  region_id: z.number().int(),
  area_id: z.number().int(),
  address: z.string(),
  /** Decimal degrees; null when the customer gave no point. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photos: z.array(lotPhotoSchema),
});

/** Tab "lot": the terms of the trade. Money in tiyin strings, percents as numbers (10.5 = 10.5 %). */
export const lotTermsTabSchema = z.object({
  lot_number: z.string(),
  lot_status: z.number().int(),
  order_status: z.number().int(),
  trade_type: z.number().int(),
  order_type: z.number().int(),
  payment_type: z.number().int(),
  /** Months of payment by parts; null when paid in full. */
  part_payment_months: z.number().int().nullable(),
  start_price: z.string(),
  /** 0 for a fixed-price lot (no deposit). */
  deposit_percent: z.number(),
  deposit_amount: z.string(),
  /**
   * The first step and the price it suggests (the start price plus the step), by the engine's
   * rule (shared/src/domain/trade/auction/first-step.ts); null for a fixed-price lot (no bidding).
   */
  step_percent: z.number().nullable(),
  first_step_price: z.string().nullable(),
  /** Copies still for sale: the quantity less those bought (fixed-price lots sell copies). */
  quantity_left: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /**
   * An auction's end of applications (lot status 3 after it, until the start); null when they are
   * taken until the start (a fixed-price lot, or a lot written before the rule).
   */
  applications_close_at: z.string().nullable(),
  /** When the customer withdrew the lot from trade, else null (its trade ended then). */
  withdrawn_at: z.string().nullable(),
  published_at: z.string(),
});

/** Tab "customer": who sells. */
export const lotCustomerSchema = z.object({
  owner_type: z.enum(OWNER_TYPES),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  extra_phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const lotCustomerTabSchema = lotCustomerSchema;

/** Tab "documents". */
export const lotDocumentsTabSchema = z.object({ documents: z.array(lotDocumentSchema) });

/** A lot put up again (a repeated auction): its round and the lot it repeats. */
export const lotRepeatSchema = z.object({
  /** 1 for the first repeat. */
  round: z.number().int().min(1),
  previous_lot_id: z.number().int(),
  previous_lot_number: z.string(),
});
export type LotRepeat = z.infer<typeof lotRepeatSchema>;

/** GET lot-card/details?lot_id: the card, both tabs' fields, the customer and the documents. */
export const lotDetailsSchema = lotCardSchema
  .extend(lotPropertyTabSchema.shape)
  .extend(lotTermsTabSchema.shape)
  .extend({
    order_id: z.number().int(),
    customer: lotCustomerSchema,
    documents: z.array(lotDocumentSchema),
    /** Null for a lot that repeats none. */
    repeat: lotRepeatSchema.nullable(),
  });
export type LotDetails = z.infer<typeof lotDetailsSchema>;

/** GET lot-card/tab-details?lot_id&tab */
export const lotTabDetailsQuerySchema = z.object({
  lot_id: z.coerce.number().int().min(1).max(2_147_483_647),
  tab: z.enum(LOT_CARD_TABS),
});
/** The answer of tab-details: the tab's part, tagged with the tab. */
export const lotTabDetailsSchema = z.discriminatedUnion('tab', [
  lotPropertyTabSchema.extend({ tab: z.literal('property') }),
  lotTermsTabSchema.extend({ tab: z.literal('lot') }),
  lotCustomerTabSchema.extend({ tab: z.literal('customer') }),
  lotDocumentsTabSchema.extend({ tab: z.literal('documents') }),
]);
export type LotTabDetails = z.infer<typeof lotTabDetailsSchema>;

export const lotCardApi = {
  tag: 'lot-card',
  description: `One lot in full (docs/product.md section 3's Lot), and the same split into the lot page's four tabs.

**A fixed-price lot** (trade type 2): \`deposit_percent\` and \`deposit_amount\` are 0, \`step_percent\` and \`first_step_price\` are null (no bidding); for an auction they are the engine's first step and first suggested price (\`shared/src/domain/trade/auction/first-step.ts\`). \`quantity_left\` (also in the \`lot\` tab) is the copies still for sale.`,
  calls: {
    'GET /api/shop/lot-card/details': {
      summary: 'The card plus every field of the lot, its customer and documents',
      auth: 'guest',
      query: lotIdQuerySchema,
      answer: lotDetailsSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/lot-card/tab-details': {
      summary: 'One tab of the details (property, lot, customer or documents), tagged with `tab`',
      auth: 'guest',
      query: lotTabDetailsQuerySchema,
      answer: lotTabDetailsSchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
