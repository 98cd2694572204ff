/**
 * Contracts of `api/shop/order/*` and `api/shop/order-action/*`.
 *
 * The public side: an order put on trade and its lots (orders still forming or under moderation
 * are not public: 404).
 *
 *   GET  order/preview?id                 the public preview (status 3 or later)
 *
 * The customer's side (docs/decisions.md "Customer orders"): the caller's own orders. Guests 401,
 * accounts that do not sell 403, another's order 404. Changing an order that orderEditable no
 * longer allows is ORDER_WRONG_STATE (409). Money in tiyin strings in answers, sums as typed in
 * inputs; times ISO UTC.
 *
 *   GET  order/list?page&size             the caller's orders, newest first
 *   GET  order/details?id                 one order's summary, with what may be done with it
 *   GET  order/get-order?id               the order's fields as the form edits them
 *   GET  order/full-info?id               everything: the fields, files, history, fee
 *   GET  order/flows?id                   the order's history, oldest first
 *   GET  order/lots?id                    the lots made from the order (after it is put on trade)
 *   GET  order/tab-details?id             the counts the order pages' tabs show
 *   GET  order/get-additional-fee?id      the platform's fee on a sale of the order
 *   POST order/create-order               {property step}            -> {id}: a new forming order
 *   POST order/update-order               {id, property step}        -> the form
 *   POST order/save-details               {id, section, ...}         -> the form (terms or address)
 *   POST order/update-bank-info           {id, requisites}           -> the form
 *   POST order/delete-order               {id}                       -> {deleted}
 *   POST order/duplicate                  {id, copies 1..10}         -> {ids}
 *   POST order-action/do-act              {order_id, action}         -> the action's result
 *   GET  order-action/do-act-res?order_id the order's state, allowed actions and last action
 */
import { z } from 'zod';
import { parseCoordinates } from '../../domain/map/coordinates';
import { CARD_TYPES, cardDigits, isValidCardNumber } from '../../domain/money/bank-card';
import { DO_ACT_ACTIONS, MODERATION_DECISIONS, ORDER_ACTIONS } from '../../domain/order/order-actions';
import { ORDER_LIMITS } from '../../domain/order/order-limits';
import { ORDER_STEPS } from '../../domain/order/order-ready';
import { isLatinText, LATIN_ONLY } from '../../domain/text/latin-text';
import { orderDocumentSchema, orderImageSchema } from './file';
import { OWNER_TYPES, PROPERTY_TYPES } from '../../domain/order/order-kind';
import { sumAmountSchema, tiyinSchema } from './money';
import { pageOf } from './page';
import { lotCardSchema } from './shop-lots';
import { multilineText, text } from '../text';
import { SELLERS, type ApiGroup } from '../call';

const orderId = z.coerce.number().int().min(1).max(2_147_483_647);
const dbId = z.coerce
  .number({ error: 'REQUIRED' })
  .int('REQUIRED')
  .min(1, 'REQUIRED')
  .max(2_147_483_647, 'REQUIRED');

/** GET order/preview?id, and every customer's call that names one order. */
export const orderPreviewQuerySchema = z.object({ id: orderId });
export const orderIdQuerySchema = z.object({ id: orderId });
export const orderIdBodySchema = z.object({ id: orderId });

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

// ---- Inputs, step by step -------------------------------------------------------------------

/** Field messages of the order form (besides the shared ones: LATIN_ONLY, COORDINATES_*, AMOUNT_*). */
export const ORDER_FIELD_ERRORS = {
  required: 'REQUIRED',
  tooShort: 'TOO_SHORT',
  tooLong: 'TOO_LONG',
  range: 'OUT_OF_RANGE',
  rentMonthsMin: 'RENT_MONTHS_MIN',
  winnerPaymentDays: 'WINNER_PAYMENT_DAYS_RANGE',
  copies: 'COPIES_RANGE',
  account: 'BANK_ACCOUNT_INVALID',
  mfo: 'MFO_INVALID',
  card: 'CARD_NUMBER_INVALID',
  category: 'CATEGORY_INVALID',
  area: 'AREA_INVALID',
} as const;
const E = ORDER_FIELD_ERRORS;

/** A Latin-only text (docs/product.md section 5) of a length range. */
function latin(bounds: { min?: number; max: number }, multiline = false) {
  return (multiline ? multilineText() : text())
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(bounds.min ?? 0, bounds.min ? E.tooShort : E.required)
        .max(bounds.max, E.tooLong)
        .refine(isLatinText, LATIN_ONLY),
    );
}

function intIn(bounds: { min: number; max: number }, message: string = E.range) {
  return z.number({ error: E.required }).int(message).min(bounds.min, message).max(bounds.max, message);
}

const L = ORDER_LIMITS;

/** Step 1, property: create-order, update-order. */
export const orderPropertySchema = z.object({
  property_name: latin(L.propertyName),
  category_id: z.number({ error: E.required }).int().min(1, E.category).max(2_147_483_647, E.category),
  quantity: intIn(L.quantity),
  description: latin(L.description, true).default(''),
  owner_type: z.enum(OWNER_TYPES, { error: E.required }),
});
export type OrderPropertyInput = z.input<typeof orderPropertySchema>;
export const createOrderBodySchema = orderPropertySchema;
export const updateOrderBodySchema = orderPropertySchema.extend({ id: orderId });

/** Step 2, price and terms: save-details {section: "terms"}. */
export const orderTermsSchema = z
  .object({
    trade_type: z.union([z.literal(1), z.literal(2)], { error: E.required }),
    start_price: sumAmountSchema(),
    /** Optional: an appraiser's estimate; empty or null is none. */
    estimated_price: z
      .union([z.literal(''), z.null()])
      .transform(() => null)
      .or(sumAmountSchema())
      .default(null),
    stay_mode: z.enum(['days', 'until_sold'], { error: E.required }),
    stay_days: intIn(L.stayDays).nullable().default(null),
    winner_payment_days: intIn(L.winnerPaymentDays, E.winnerPaymentDays),
    part_payment: z.boolean({ error: E.required }),
    part_payment_months: intIn(L.partPaymentMonths).nullable().default(null),
    order_type: z.union([z.literal(1), z.literal(2)], { error: E.required }),
    property_type: z.enum(PROPERTY_TYPES, { error: E.required }),
    rent_months: z
      .number({ error: E.required })
      .int(E.rentMonthsMin)
      .min(L.rentMonths.min, E.rentMonthsMin)
      .max(L.rentMonths.max, E.range)
      .nullable()
      .default(null),
  })
  .superRefine((terms, ctx) => {
    // A dependent field is required when its switch is on, and dropped when it is off.
    if (terms.stay_mode === 'days' && terms.stay_days === null)
      ctx.addIssue({ code: 'custom', path: ['stay_days'], message: E.required });
    if (terms.part_payment && terms.part_payment_months === null)
      ctx.addIssue({ code: 'custom', path: ['part_payment_months'], message: E.required });
    if (terms.property_type === 'rent' && terms.rent_months === null)
      ctx.addIssue({ code: 'custom', path: ['rent_months'], message: E.rentMonthsMin });
  })
  .transform((terms) => ({
    ...terms,
    stay_days: terms.stay_mode === 'days' ? terms.stay_days : null,
    part_payment_months: terms.part_payment ? terms.part_payment_months : null,
    rent_months: terms.property_type === 'rent' ? terms.rent_months : null,
  }));
export type OrderTermsInput = z.input<typeof orderTermsSchema>;
export type OrderTerms = z.output<typeof orderTermsSchema>;

/** Step 3, address: save-details {section: "address"}. `coordinates` is "lat, lon". */
export const orderAddressSchema = z.object({
  region_id: dbId,
  area_id: dbId,
  street: latin(L.street),
  coordinates: text().transform((value, ctx) => {
    const parsed = parseCoordinates(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.code });
      return z.NEVER;
    }
    return parsed.point;
  }),
});
export type OrderAddressInput = z.input<typeof orderAddressSchema>;

export const saveDetailsBodySchema = z.discriminatedUnion('section', [
  z.object({ id: orderId, section: z.literal('terms'), terms: orderTermsSchema }),
  z.object({ id: orderId, section: z.literal('address'), address: orderAddressSchema }),
]);

/** Step 5, requisites: update-bank-info. Digits may be typed in groups. */
export const orderRequisitesSchema = z.object({
  bank_mfo: text().regex(/^\d{5}$/, E.mfo),
  bank_account: text()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{20}$/, E.account)),
  card_type: z.enum(CARD_TYPES, { error: E.required }),
  card_number: text()
    .refine(isValidCardNumber, E.card)
    .transform((value) => cardDigits(value)),
});
export type OrderRequisitesInput = z.input<typeof orderRequisitesSchema>;
export const updateBankInfoBodySchema = orderRequisitesSchema.extend({ id: orderId });

/** POST order/duplicate: 1 to 10 copies. */
export const duplicateOrderBodySchema = z.object({
  id: orderId,
  copies: z.number({ error: E.copies }).int(E.copies).min(L.copies.min, E.copies).max(L.copies.max, E.copies),
});

/** POST order-action/do-act. */
export const doActBodySchema = z.object({ order_id: orderId, action: z.enum(DO_ACT_ACTIONS) });
export const doActResQuerySchema = z.object({ order_id: orderId });

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

// ---- Answers --------------------------------------------------------------------------------

export const orderActionsSchema = z.object(
  Object.fromEntries(ORDER_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    (typeof ORDER_ACTIONS)[number],
    z.ZodBoolean
  >,
);

/** One order in the list and at the head of its pages. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  /** Order progress 1..6 (dictionaries/order-statuses). */
  status: z.number().int(),
  /** The moderator returned it (status 1 again), and why. */
  returned_at: z.string().nullable(),
  return_reason: z.string().nullable(),
  property_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  trade_type: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  /** Tiyin: start price x quantity; null until the price is given. */
  price: tiyinSchema.nullable(),
  owner_type: z.enum(OWNER_TYPES),
  order_type: z.number().int(),
  /** URL path of the main photo, or null. */
  main_photo: z.string().nullable(),
  actions: orderActionsSchema,
  /** The form's steps not complete yet (sending needs none). */
  missing: z.array(z.enum(ORDER_STEPS)),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = pageOf(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** The order's fields as the form edits them (get-order); null where not filled in yet. */
export const orderFormSchema = z.object({
  summary: orderSummarySchema,
  property: z.object({
    property_name: z.string().nullable(),
    category_id: z.number().int().nullable(),
    quantity: z.number().int().nullable(),
    description: z.string().nullable(),
    owner_type: z.enum(OWNER_TYPES),
  }),
  terms: z.object({
    trade_type: z.number().int().nullable(),
    /** Tiyin. */
    start_price: tiyinSchema.nullable(),
    /** Tiyin. */
    estimated_price: tiyinSchema.nullable(),
    stay_mode: z.enum(['days', 'until_sold']).nullable(),
    stay_days: z.number().int().nullable(),
    winner_payment_days: z.number().int().nullable(),
    part_payment: z.boolean().nullable(),
    part_payment_months: z.number().int().nullable(),
    order_type: z.number().int(),
    property_type: z.enum(PROPERTY_TYPES).nullable(),
    rent_months: z.number().int().nullable(),
  }),
  address: z.object({
    region_id: z.number().int().nullable(),
    area_id: z.number().int().nullable(),
    street: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  requisites: z.object({
    bank_mfo: z.string().nullable(),
    bank_account: z.string().nullable(),
    card_type: z.enum(CARD_TYPES).nullable(),
    card_number: z.string().nullable(),
  }),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** What happened to an order; 'progress' is the order following its lots (its status says where). */
export const ORDER_FLOW_ACTIONS = [
  'created',
  'sent',
  'cancelled',
  'returned',
  'duplicated',
  'approved',
  'rejected',
  'progress',
  'withdrawn',
  'repeated',
  'protest_filed',
  'protest_accepted',
  'protest_rejected',
] as const;
export type OrderFlowAction = (typeof ORDER_FLOW_ACTIONS)[number];

export const orderFlowSchema = z.object({
  action: z.enum(ORDER_FLOW_ACTIONS),
  status: z.number().int(),
  at: z.string(),
  note: z.string().nullable(),
});
export type OrderFlow = z.infer<typeof orderFlowSchema>;
export const orderFlowsSchema = z.object({ items: z.array(orderFlowSchema) });

export const additionalFeeSchema = z.object({
  /** Tiyin: start price x quantity, null until the price is given. */
  price: tiyinSchema.nullable(),
  /** Tiyin. */
  fee: tiyinSchema.nullable(),
  /** Hundredths of a percent of the price (100 = 1 %). */
  basis_points: z.number().int(),
});
export type AdditionalFee = z.infer<typeof additionalFeeSchema>;

export const orderFullInfoSchema = orderFormSchema.extend({
  images: z.array(orderImageSchema),
  documents: z.array(orderDocumentSchema),
  flows: z.array(orderFlowSchema),
  fee: additionalFeeSchema,
  /** The bank named by the requisites' MFO. */
  bank_name: z.string().nullable(),
  customer_name: z.string(),
});
export type OrderFullInfo = z.infer<typeof orderFullInfoSchema>;

export const orderLotsSchema = z.object({ items: z.array(lotCardSchema) });
export const orderTabDetailsSchema = z.object({
  images: z.number().int(),
  documents: z.number().int(),
  flows: z.number().int(),
  lots: z.number().int(),
});
export type OrderTabDetails = z.infer<typeof orderTabDetailsSchema>;

export const createOrderAnswerSchema = z.object({ id: z.number().int() });
export const deleteOrderAnswerSchema = z.object({ deleted: z.literal(true) });
export const duplicateOrderAnswerSchema = z.object({ ids: z.array(z.number().int()) });

export const doActAnswerSchema = z.object({
  order_id: z.number().int(),
  /** The customer's send or cancel, or (an operator's call) the moderator's decision. */
  action: z.enum([...DO_ACT_ACTIONS, ...MODERATION_DECISIONS]),
  status: z.number().int(),
  /** The lots an operator's approval made. */
  lot_ids: z.array(z.number().int()).optional(),
});
export type DoActAnswer = z.infer<typeof doActAnswerSchema>;
export const doActResSchema = z.object({
  order_id: z.number().int(),
  status: z.number().int(),
  actions: orderActionsSchema,
  missing: z.array(z.enum(ORDER_STEPS)),
  last: orderFlowSchema.nullable(),
});
export type DoActRes = z.infer<typeof doActResSchema>;

export const orderApi = {
  tag: 'order',
  description: `The public preview of an order on trade, and the customer's own orders (docs/decisions.md "Customer orders"; the caller's orders are \`orders.customer_user_id\`): guests 401, accounts that do not sell 403 \`FORBIDDEN\`, another's order 404 \`NOT_FOUND\`. Changing an order \`orderEditable\` no longer allows (sent, on trade...) is 409 \`ORDER_WRONG_STATE\`. A refused field is 400 \`VALIDATION\` with \`data.fields: [{path, code, message}]\`, \`message\` a code the form words: \`REQUIRED\`, \`TOO_SHORT\`, \`TOO_LONG\`, \`OUT_OF_RANGE\`, \`LATIN_ONLY\`, \`COORDINATES_REQUIRED\`, \`COORDINATES_INVALID\`, \`COORDINATES_OUTSIDE\`, \`RENT_MONTHS_MIN\`, \`WINNER_PAYMENT_DAYS_RANGE\`, \`COPIES_RANGE\`, \`BANK_ACCOUNT_INVALID\`, \`MFO_INVALID\`, \`CARD_NUMBER_INVALID\`, \`CATEGORY_INVALID\`, \`AREA_INVALID\` and the money codes \`AMOUNT_*\`. A refused call writes nothing. Money in answers is tiyin strings; in inputs, sums as typed. POSTs need the CSRF header.

The summary (\`list\` items, \`details\`, \`form.summary\`) carries \`actions: {send, edit, delete, cancel, duplicate}\` (what may be done now) and \`missing\`, the form's steps not complete (\`property\`, \`terms\`, \`address\`, \`files\`, \`requisites\`). The form (\`get-order\`, and the answer of the calls that change it) is \`{summary, property, terms, address, requisites}\`, null where not filled in.`,
  calls: {
    'GET /api/shop/order/preview': {
      summary: 'The public preview of an order put on trade',
      description: `Orders on trade (status 3 or later) only; others 404.`,
      auth: 'guest',
      query: orderPreviewQuerySchema,
      answer: orderPreviewSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/list': {
      summary: "The caller's orders, newest first",
      auth: SELLERS,
      query: orderListQuerySchema,
      answer: orderListSchema,
    },
    'GET /api/shop/order/details': {
      summary: "One order's summary, with what may be done with it",
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderSummarySchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/get-order': {
      summary: "The order's fields as the form edits them",
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderFormSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/full-info': {
      summary: 'Everything: the form, files, history, fee, bank and customer names',
      description: `\`bank_name\` in the caller's language.`,
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderFullInfoSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/flows': {
      summary: "The order's history, oldest first",
      description: `Actions: created, sent, cancelled, returned, duplicated, approved, rejected, progress (the order following its lots), and the lots' withdrawn, repeated and protest steps.`,
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderFlowsSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/lots': {
      summary: 'The lots made from the order',
      description: `None before the order is put on trade.`,
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderLotsSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/tab-details': {
      summary: "The counts the order pages' tabs show",
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderTabDetailsSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order/get-additional-fee': {
      summary: "The platform's fee on a sale of the order",
      description: `1 % of the price (null until the price is given).`,
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: additionalFeeSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/order/create-order': {
      summary: 'A new forming order (status 1) from the property step',
      description: `The customer's details come from the profile.`,
      auth: SELLERS,
      body: createOrderBodySchema,
      answer: createOrderAnswerSchema,
      errors: ['CUSTOMER_DEBT'],
    },
    'POST /api/shop/order/update-order': {
      summary: 'Save the property step',
      auth: SELLERS,
      body: updateOrderBodySchema,
      answer: orderFormSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/order/save-details': {
      summary: 'Save the terms or the address step',
      description: `\`{id, section: "terms", terms}\` or \`{id, section: "address", address}\`; \`coordinates\` is \`"lat, lon"\`.`,
      auth: SELLERS,
      body: saveDetailsBodySchema,
      answer: orderFormSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/order/update-bank-info': {
      summary: 'Save the requisites step',
      auth: SELLERS,
      body: updateBankInfoBodySchema,
      answer: orderFormSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/order/delete-order': {
      summary: 'Delete an order; its files go with it',
      auth: SELLERS,
      body: orderIdBodySchema,
      answer: deleteOrderAnswerSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/order/duplicate': {
      summary: 'Forming copies of the fields and requisites, without files',
      auth: SELLERS,
      body: duplicateOrderBodySchema,
      answer: duplicateOrderAnswerSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE', 'CUSTOMER_DEBT'],
    },
  },
} satisfies ApiGroup;
