/**
 * An order's lot, written from the order's row: the moderator's approval makes the first one
 * (order-moderation.commands.ts), a repeated auction each later one (repeat-auction.ts). Both get
 * the same photos, visible documents, terms and a schedule from their notice.
 */
import { LOT_STATUS, mechanismOf } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { filesOfOrder } from '../file';
import { insertLot } from '../lot';
import { announceNewLot } from '../saved-search';
import { holidaysAround } from '../../lib/uzbek-holidays';
import type { OrderRow } from './customer-order.repository';

/** An auction lot's deposit when the order names none (the spec's usual 5 %). */
export const DEFAULT_DEPOSIT_PERCENT = 5;

/** The lot number of an order's first lot: one first lot per order, so the order's id makes it unique. */
export const orderLotNumber = (orderId: number) => `9${String(orderId).padStart(9, '0')}`;

export interface OrderLotOptions {
  /** The notice: the schedule counts from it. */
  publishedAt: Date;
  /** A repeat's own start price and number and the lot it repeats; the first lot's otherwise. */
  repeat?: { startPrice: bigint; lotNumber: string; ofLotId: number; round: number };
  /**
   * A repeat whose notice is put off to `publishedAt` (later than now): the lot waits in status 15
   * until the trade sweep publishes it (modules/order/repeat-publication.ts), and saved searches
   * hear of it then, not now.
   */
  waitsForNotice?: boolean;
}

export interface WrittenOrderLot {
  id: number;
  lotNumber: string;
  tradeType: number;
  startPrice: bigint;
  startsAt: Date;
  endsAt: Date;
  lotStatus: number;
  publishedAt: Date;
}

/**
 * DECISION (docs/decisions.md "Order moderation desk"): one lot per order, of the order's count.
 * Its start price, first status and schedule are its trade mechanism's (an auction sells the count
 * as one whole, a fixed-price lot copies at the unit price). Photos are the display
 * variants in upload order, the main one first; only documents the customer flagged visible to
 * participants go on the lot. A fixed-price lot above 60 BHM is refused by insertLot.
 */
export async function insertOrderLot(
  tx: Db,
  row: OrderRow,
  options: OrderLotOptions,
): Promise<WrittenOrderLot> {
  const { category_id, region_id, area_id, trade_type, start_price, quantity } = row;
  if (
    row.property_name === null ||
    category_id === null ||
    region_id === null ||
    area_id === null ||
    trade_type === null ||
    start_price === null ||
    quantity === null
  ) {
    // Sending checked every one of these; an order missing one was changed behind the form.
    throw new AppError('ORDER_INCOMPLETE', { order_id: row.id });
  }
  const { publishedAt, repeat, waitsForNotice = false } = options;

  const mechanism = mechanismOf(trade_type);
  const lotStatus = waitsForNotice ? LOT_STATUS.AWAITING_REPEAT : mechanism.firstStatus;
  const schedule = mechanism.schedule(publishedAt, row.stay_days, holidaysAround(publishedAt));
  const files = await filesOfOrder(tx, row.id);
  const photos = [...files.photos].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const unitPrice = BigInt(start_price);
  const startPrice = repeat?.startPrice ?? mechanism.startPrice(unitPrice, quantity);
  const lotNumber = repeat?.lotNumber ?? orderLotNumber(row.id);
  const description = row.description ?? '';
  const id = await insertLot(tx, {
    orderId: row.id,
    orderType: row.order_type,
    lotNumber,
    // The customer writes in one language (Latin Uzbek); every language shows that text.
    name: { uz: row.property_name, ru: row.property_name },
    description: { uz: description, ru: description },
    categoryId: category_id,
    regionId: region_id,
    areaId: area_id,
    address: row.street ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
    quantity,
    propertyType: row.property_type === 'rent' ? 'rent' : 'ownership',
    rentMonths: row.rent_months,
    tradeType: trade_type,
    paymentType: row.part_payment ? 2 : 1,
    partPaymentMonths: row.part_payment ? row.part_payment_months : null,
    lotStatus,
    // A waiting lot's history starts now; the others' at their notice, which is now.
    ...(waitsForNotice ? { flows: [{ status: lotStatus, at: new Date() }] } : {}),
    startPrice,
    depositPercent: DEFAULT_DEPOSIT_PERCENT,
    ...schedule,
    ...(row.winner_payment_days === null ? {} : { winnerPaymentDays: row.winner_payment_days }),
    photos: photos.map((photo) => photo.url),
    documents: files.documents
      .filter((document) => document.visibleToParticipants)
      .map((document) => ({ name: document.name, url: document.url, size: document.sizeBytes })),
    ...(repeat ? { repeatOf: { lotId: repeat.ofLotId, round: repeat.round } } : {}),
  });
  // Public from now: saved searches it matches hear of it in the same transaction.
  if (!waitsForNotice) await announceNewLot(tx, id);
  return {
    id,
    lotNumber,
    tradeType: trade_type,
    startPrice,
    startsAt: schedule.startsAt,
    endsAt: schedule.endsAt,
    lotStatus,
    publishedAt,
  };
}
