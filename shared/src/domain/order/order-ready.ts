/**
 * What sending an order checks (order-action/do-act "send"): every step filled in, the files
 * (orderFilesReady: at least 3 photos) and the trade's own rules. The answer names each missing
 * part, so the customer is sent to the step that lacks something.
 */
import { orderFilesReady, type OrderFileCounts } from '../file/order-files-ready';
import { checkPriceLimit } from '../trade/price-limit';

export const ORDER_STEPS = ['property', 'terms', 'address', 'files', 'requisites'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The columns of an order that sending needs (null: not filled in yet). */
export interface OrderDraft {
  property_name: string | null;
  category_id: number | null;
  quantity: number | null;
  trade_type: number | null;
  start_price: bigint | null;
  stay_mode: string | null;
  winner_payment_days: number | null;
  part_payment: boolean | null;
  property_type: string | null;
  region_id: number | null;
  area_id: number | null;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
  bank_mfo: string | null;
  bank_account: string | null;
  card_type: string | null;
  card_number: string | null;
}

const filled = (...values: unknown[]) => values.every((value) => value !== null && value !== undefined);

/** The steps that are not complete yet, in the form's order. */
export function missingSteps(order: OrderDraft, files: OrderFileCounts): OrderStep[] {
  const complete: Record<OrderStep, boolean> = {
    property: filled(order.property_name, order.category_id, order.quantity),
    terms: filled(
      order.trade_type,
      order.start_price,
      order.stay_mode,
      order.winner_payment_days,
      order.part_payment,
      order.property_type,
    ),
    address: filled(order.region_id, order.area_id, order.street, order.latitude, order.longitude),
    files: orderFilesReady(files).ok,
    requisites: filled(order.bank_mfo, order.bank_account, order.card_type, order.card_number),
  };
  return ORDER_STEPS.filter((step) => !complete[step]);
}

export type SendingProblem =
  | { code: 'ORDER_INCOMPLETE'; data: { missing: OrderStep[] } }
  | { code: 'ORDER_IMAGES_TOO_FEW'; data: { min: number; count: number } }
  | { code: 'FIXED_PRICE_ABOVE_LIMIT'; data: { limit: bigint } };

/**
 * The rules of sending an order, in one place (the server's send and the client's review step):
 * every step filled in, then the photos, then the trade's own rules: a fixed price above 60 BHM
 * (regulation item 48; the BHM in force on the day it is sent) is refused, such property may only
 * be auctioned.
 */
export function sendingProblem(
  order: OrderDraft,
  files: OrderFileCounts,
  sentAt: Date | number,
): SendingProblem | null {
  const missing = missingSteps(order, files).filter((step) => step !== 'files');
  if (missing.length > 0) return { code: 'ORDER_INCOMPLETE', data: { missing } };
  const photos = orderFilesReady(files);
  if (!photos.ok) return { code: photos.code, data: photos.data };
  const limit = checkPriceLimit({
    tradeType: order.trade_type ?? 0,
    startPrice: order.start_price ?? 0n,
    publishedAt: sentAt,
  });
  if (!limit.ok) return { code: limit.code, data: { limit: limit.limit } };
  return null;
}
