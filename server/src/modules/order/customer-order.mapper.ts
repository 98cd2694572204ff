/** An order row as the customer's calls answer it (shared/src/api/shop/order.ts). */
import {
  CARD_TYPES,
  fileUrl,
  missingSteps,
  orderActions,
  orderPrice,
  type OrderDraft,
  type OrderForm,
  type OrderSummary,
  type OwnerType,
} from '@kimoshdi/shared';
import type { OrderRow } from './customer-order.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const asBigint = (tiyin: string | null) => (tiyin === null ? null : BigInt(tiyin));

export function draftOf(row: OrderRow): OrderDraft {
  return { ...row, start_price: asBigint(row.start_price) };
}

export function fileCounts(row: OrderRow) {
  return { images: Number(row.image_count ?? 0), documents: Number(row.document_count ?? 0) };
}

export function priceOf(row: OrderRow): bigint | null {
  return row.start_price === null || row.quantity === null
    ? null
    : orderPrice(BigInt(row.start_price), row.quantity);
}

export function toSummary(row: OrderRow): OrderSummary {
  const price = priceOf(row);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    sent_at: iso(row.sent_at),
    status: row.status,
    returned_at: iso(row.returned_at),
    return_reason: row.return_reason,
    property_name: row.property_name,
    category_id: row.category_id,
    trade_type: row.trade_type,
    quantity: row.quantity,
    price: price === null ? null : String(price),
    owner_type: row.owner_type as OwnerType,
    order_type: row.order_type,
    main_photo: row.main_photo_id ? fileUrl(row.main_photo_id, 'thumb') : null,
    actions: orderActions(row.status, row.rejected_at !== null),
    missing: missingSteps(draftOf(row), fileCounts(row)),
  };
}

const cardType = (value: string | null) =>
  (CARD_TYPES as readonly string[]).includes(value ?? '') ? (value as (typeof CARD_TYPES)[number]) : null;

export function toForm(row: OrderRow): OrderForm {
  return {
    summary: toSummary(row),
    property: {
      property_name: row.property_name,
      category_id: row.category_id,
      quantity: row.quantity,
      description: row.description,
      owner_type: row.owner_type as OwnerType,
    },
    terms: {
      trade_type: row.trade_type,
      start_price: row.start_price,
      estimated_price: row.estimated_price,
      stay_mode: row.stay_mode === 'days' || row.stay_mode === 'until_sold' ? row.stay_mode : null,
      stay_days: row.stay_days,
      winner_payment_days: row.winner_payment_days,
      part_payment: row.part_payment,
      part_payment_months: row.part_payment_months,
      order_type: row.order_type,
      property_type:
        row.property_type === 'ownership' || row.property_type === 'rent' ? row.property_type : null,
      rent_months: row.rent_months,
    },
    address: {
      region_id: row.region_id,
      area_id: row.area_id,
      street: row.street,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    requisites: {
      bank_mfo: row.bank_mfo,
      bank_account: row.bank_account,
      card_type: cardType(row.card_type),
      card_number: row.card_number,
    },
  };
}
