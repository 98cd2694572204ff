/**
 * The order form's fields as typed (strings), to and from the server's shapes. Each step is
 * checked before sending by order-checks.ts, with the shared schemas the server parses with.
 */
import {
  formatCoordinates,
  tiyinToSums,
  type OrderAddressInput,
  type OrderForm,
  type OrderPropertyInput,
  type OrderRequisitesInput,
  type OrderTermsInput,
} from '@kimoshdi/shared';
import { withTermDefaults } from '@kimoshdi/shared/domain/order/term-defaults';
import { groupCardNumber, groupMoneyInput } from '../../lib/input-filters';

export interface PropertyValues {
  property_name: string;
  /** The top-level kind; the category sent is its child when it has children. */
  group_id: string;
  category_id: string;
  quantity: string;
  description: string;
  owner_type: string;
}

export interface TermsValues {
  trade_type: string;
  start_price: string;
  estimated_price: string;
  stay_mode: string;
  stay_days: string;
  winner_payment_days: string;
  part_payment: string;
  part_payment_months: string;
  order_type: string;
  property_type: string;
  rent_months: string;
}

export interface AddressValues {
  region_id: string;
  area_id: string;
  street: string;
  coordinates: string;
}

export interface RequisitesValues {
  bank_mfo: string;
  bank_account: string;
  card_type: string;
  card_number: string;
}

/** Field name -> the code of what is wrong with it (the `orders:validation.*` texts). */
export type FieldErrors = Record<string, string>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const money = (tiyin: string | null) =>
  tiyin === null ? '' : groupMoneyInput(tiyinToSums(tiyin).replace(/\.00$/, ''));

export function propertyValues(
  form: OrderForm | null,
  groupOf: (categoryId: number) => number | null,
): PropertyValues {
  const categoryId = form?.property.category_id ?? null;
  const group = categoryId === null ? null : groupOf(categoryId);
  return {
    property_name: text(form?.property.property_name),
    group_id: text(group),
    category_id: text(categoryId),
    quantity: form ? text(form.property.quantity) : '1',
    description: text(form?.property.description),
    owner_type: form?.property.owner_type ?? 'individual',
  };
}

export function termsValues(form: OrderForm): TermsValues {
  // A new order's radio groups start on their defaults (none left blank).
  const terms = withTermDefaults(form.terms);
  return {
    trade_type: text(terms.trade_type),
    start_price: money(terms.start_price),
    estimated_price: money(terms.estimated_price),
    stay_mode: terms.stay_mode ?? '',
    stay_days: text(terms.stay_days),
    winner_payment_days: text(terms.winner_payment_days),
    part_payment: terms.part_payment === null ? '' : terms.part_payment ? 'yes' : 'no',
    part_payment_months: text(terms.part_payment_months),
    order_type: text(terms.order_type),
    property_type: terms.property_type ?? '',
    rent_months: text(terms.rent_months),
  };
}

export function addressValues(form: OrderForm): AddressValues {
  const { address } = form;
  return {
    region_id: text(address.region_id),
    area_id: text(address.area_id),
    street: text(address.street),
    coordinates:
      address.latitude === null || address.longitude === null
        ? ''
        : formatCoordinates({ latitude: address.latitude, longitude: address.longitude }),
  };
}

export function requisitesValues(form: OrderForm): RequisitesValues {
  const { requisites } = form;
  return {
    bank_mfo: text(requisites.bank_mfo),
    bank_account: text(requisites.bank_account),
    card_type: text(requisites.card_type),
    card_number: requisites.card_number ? groupCardNumber(requisites.card_number) : '',
  };
}

/** '' is "not given" (the schema says REQUIRED); anything else a number, NaN when not one. */
const int = (value: string) => (value.trim() === '' ? undefined : Number(value));
const intOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function propertyInput(values: PropertyValues): OrderPropertyInput {
  return {
    property_name: values.property_name,
    category_id: int(values.category_id || values.group_id) as number,
    quantity: int(values.quantity) as number,
    description: values.description,
    owner_type: values.owner_type as OrderPropertyInput['owner_type'],
  };
}

export function termsInput(values: TermsValues): OrderTermsInput {
  return {
    trade_type: int(values.trade_type) as 1 | 2,
    start_price: values.start_price,
    estimated_price: values.estimated_price.trim() === '' ? null : values.estimated_price,
    stay_mode: values.stay_mode as 'days' | 'until_sold',
    stay_days: values.stay_mode === 'days' ? intOrNull(values.stay_days) : null,
    winner_payment_days: int(values.winner_payment_days) as number,
    part_payment: (values.part_payment === '' ? undefined : values.part_payment === 'yes') as boolean,
    part_payment_months: values.part_payment === 'yes' ? intOrNull(values.part_payment_months) : null,
    order_type: int(values.order_type) as 1 | 2,
    property_type: values.property_type as 'ownership' | 'rent',
    rent_months: values.property_type === 'rent' ? intOrNull(values.rent_months) : null,
  };
}

export function addressInput(values: AddressValues): OrderAddressInput {
  return {
    region_id: (int(values.region_id) ?? 0) as number,
    area_id: int(values.area_id) as number,
    street: values.street,
    coordinates: values.coordinates,
  };
}

export function requisitesInput(values: RequisitesValues): OrderRequisitesInput {
  return { ...values, card_type: values.card_type as OrderRequisitesInput['card_type'] };
}

/** The server's VALIDATION answer in the same shape (a field the browser could not check: the bank). */
export function serverFieldErrors(data: Record<string, unknown> | undefined): FieldErrors {
  const fields = (data?.fields ?? []) as { path?: string; message?: string }[];
  const errors: FieldErrors = {};
  for (const field of fields) {
    const name = (field.path ?? '').split('.').at(-1) ?? '';
    if (name && field.message) errors[name] ??= field.message;
  }
  return errors;
}
