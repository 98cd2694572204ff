/**
 * The dictionaries the spec names besides the reference tables: `group` (the top-level categories,
 * the groups lots are shown in), the status lists of refunds (`money-back-status`), provider
 * payments (`get-payment-statuses`) and one-click purchases (`user-order-statuses`), and the order
 * form's fields (`field_list`). The statuses are the shared contracts' own enums, named in the four
 * languages; the calls join the dictionaries group (api/shop/dictionaries.ts spreads them).
 */
import { z } from 'zod';
import type { ApiCall, CallKey } from '../call';
import { categorySchema, codedItemSchema } from './dictionaries';
import type { OrderAddressInput, OrderPropertyInput, OrderRequisitesInput, OrderTermsInput } from './order';

/** The provider payment statuses of GET user/payments (api/shop/user.ts `paymentSchema`). */
export const PAYMENT_STATUSES = ['paid', 'pending', 'cancelled', 'reversed'] as const;

/** A field of the order form: required always, never, or when another field has a value. */
export const orderFormFieldSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  required_when: z.object({ field: z.string(), equals: z.union([z.string(), z.boolean()]) }).optional(),
});
export const orderFormStepSchema = z.object({
  step: z.enum(['property', 'terms', 'address', 'files', 'requisites']),
  fields: z.array(orderFormFieldSchema),
});
export type OrderFormStep = z.infer<typeof orderFormStepSchema>;

type Field<Name extends string> = z.infer<typeof orderFormFieldSchema> & { name: Name };

/**
 * The order form's steps and fields, in the form's order. Each step's names are checked against
 * the body its call takes (the `satisfies` below), so this list cannot name a field the server
 * does not read; `files` are the photos and documents uploaded through file/*.
 */
export const ORDER_FORM_FIELDS = [
  {
    step: 'property',
    fields: [
      { name: 'property_name', required: true },
      { name: 'category_id', required: true },
      { name: 'quantity', required: true },
      { name: 'description', required: false },
      { name: 'owner_type', required: true },
    ] satisfies Field<keyof OrderPropertyInput>[],
  },
  {
    step: 'terms',
    fields: [
      { name: 'trade_type', required: true },
      { name: 'start_price', required: true },
      { name: 'estimated_price', required: false },
      { name: 'stay_mode', required: true },
      { name: 'stay_days', required: false, required_when: { field: 'stay_mode', equals: 'days' } },
      { name: 'winner_payment_days', required: true },
      { name: 'part_payment', required: true },
      {
        name: 'part_payment_months',
        required: false,
        required_when: { field: 'part_payment', equals: true },
      },
      { name: 'order_type', required: true },
      { name: 'property_type', required: true },
      { name: 'rent_months', required: false, required_when: { field: 'property_type', equals: 'rent' } },
    ] satisfies Field<keyof OrderTermsInput>[],
  },
  {
    step: 'address',
    fields: [
      { name: 'region_id', required: true },
      { name: 'area_id', required: true },
      { name: 'street', required: true },
      { name: 'coordinates', required: true },
    ] satisfies Field<keyof OrderAddressInput>[],
  },
  {
    step: 'files',
    fields: [
      { name: 'images', required: true },
      { name: 'documents', required: false },
    ],
  },
  {
    step: 'requisites',
    fields: [
      { name: 'bank_mfo', required: true },
      { name: 'bank_account', required: true },
      { name: 'card_type', required: true },
      { name: 'card_number', required: true },
    ] satisfies Field<keyof OrderRequisitesInput>[],
  },
] as const satisfies OrderFormStep[];

const statusList = z.array(codedItemSchema);

export const dictionaryListCalls = {
  'GET /api/shop/dictionaries/group': {
    summary: 'The category groups: the top-level categories lots are grouped in',
    auth: 'guest',
    answer: z.array(categorySchema),
  },
  'GET /api/shop/dictionaries/money-back-status': {
    summary: 'Refund application statuses: 1 pending, 2 approved, 3 rejected',
    auth: 'guest',
    answer: statusList,
  },
  'GET /api/shop/dictionaries/get-payment-statuses': {
    summary: 'Provider payment statuses: 1 paid, 2 pending, 3 cancelled, 4 reversed',
    auth: 'guest',
    answer: statusList,
  },
  'GET /api/shop/dictionaries/user-order-statuses': {
    summary: 'One-click purchase statuses: 1 paid, 2 cancelled',
    auth: 'guest',
    answer: statusList,
  },
  'GET /api/shop/dictionaries/field_list': {
    summary: "The order form's steps and their fields, which are required and when",
    description: `The fields' names are those of the bodies of order/create-order, order/save-details and order/update-bank-info; their limits and messages are in those calls' contracts.`,
    auth: 'guest',
    answer: z.array(orderFormStepSchema),
  },
} as const satisfies Partial<Record<CallKey, ApiCall>>;
