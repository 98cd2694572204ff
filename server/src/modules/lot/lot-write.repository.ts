/**
 * Writing orders and lots with their photos, documents and status history. Used by the demo
 * catalogue seed, the tests' helper and the order's lots (order/order-lot.ts: the moderation desk's
 * approval and a repeated auction).
 * search_text is derived by the database (migrations/20261122_0530_search_places.sql): it holds the
 * region's and district's names, which live in the dictionaries.
 */
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import type { OwnerType, PropertyType } from '@kimoshdi/shared';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { checkPriceLimit } from '@kimoshdi/shared/domain/trade/price-limit';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { chainBids, genesisHash } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { genesisInputOf } from '@kimoshdi/shared/domain/trade/auction/genesis-input';

export interface NewOrder {
  customerUserId?: string | null;
  status: number;
  orderType: number;
  ownerType: OwnerType;
  customerName: string;
  customerAddress: string;
  customerPhone: string;
  customerExtraPhone?: string | null;
  customerEmail?: string | null;
  createdAt?: Date;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      customer_user_id: order.customerUserId ?? null,
      status: order.status,
      order_type: order.orderType,
      owner_type: order.ownerType,
      customer_name: order.customerName,
      customer_address: order.customerAddress,
      customer_phone: order.customerPhone,
      customer_extra_phone: order.customerExtraPhone ?? null,
      customer_email: order.customerEmail ?? null,
      ...(order.createdAt ? { created_at: order.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewLot {
  orderId: number;
  orderType: number;
  lotNumber: string;
  /** Uzbek (Latin) and Russian; the Cyrillic Uzbek is transliterated, English defaults to Uzbek. */
  name: { uz: string; ru: string; en?: string };
  description?: { uz: string; ru: string; en?: string };
  categoryId: number;
  regionId: number;
  areaId: number;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
  quantity?: number;
  /** Copies of a fixed-price lot bought so far. */
  quantitySold?: number;
  propertyType?: PropertyType;
  rentMonths?: number | null;
  tradeType: number;
  paymentType: number;
  partPaymentMonths?: number | null;
  lotStatus: number;
  /** An archived lot (14): the status its trade ended with. */
  archivedFrom?: number | null;
  /** Tiyin. */
  startPrice: bigint;
  /** Of the start price; a fixed-price lot takes no deposit, whatever is given. */
  depositPercent: number;
  startsAt: Date;
  endsAt: Date;
  publishedAt: Date;
  /** An auction's end of applications; none: until the start. */
  applicationsCloseAt?: Date | null;
  isReklama?: boolean;
  /** Working days the winner has to pay (the lot's default when not given). */
  winnerPaymentDays?: number;
  finalPrice?: bigint | null;
  winnerBuyerNumber?: string | null;
  photos?: string[];
  documents?: { name: string; url: string; size: number }[];
  /** Status history; defaults to the current status at publication. */
  flows?: { status: number; at: Date }[];
  /** A repeated auction: the lot this one repeats and its round (1 for the first repeat). */
  repeatOf?: { lotId: number; round: number };
}

/** A percent of a tiyin amount, rounded down to whole tiyin (money never goes through floats). */
export function percentOf(amount: bigint, percent: number): bigint {
  return (amount * BigInt(Math.round(percent * 100))) / 10_000n;
}

/**
 * Writes a lot. A fixed-price lot above 60 BHM of its notice day is refused with
 * FIXED_PRICE_ABOVE_LIMIT (regulation item 48: such property may only be auctioned).
 */
export async function insertLot(db: Db, lot: NewLot): Promise<number> {
  const limit = checkPriceLimit(lot);
  if (!limit.ok) {
    const text = formatTiyin(limit.limit, { currency: true });
    throw new AppError(
      limit.code,
      { limit: limit.limit.toString(), lot_number: lot.lotNumber },
      { limit: text },
    );
  }
  const description = lot.description ?? { uz: '', ru: '' };
  const photos = lot.photos ?? [];
  const depositPercent = mechanismOf(lot.tradeType).applications ? lot.depositPercent : 0;
  const { id } = await db
    .insertInto('lots')
    .values({
      order_id: lot.orderId,
      lot_number: lot.lotNumber,
      name_uz: lot.name.uz,
      name_ru: lot.name.ru,
      name_uz_cyrl: transliterate(lot.name.uz),
      name_en: lot.name.en ?? lot.name.uz,
      description_uz: description.uz,
      description_ru: description.ru,
      description_uz_cyrl: transliterate(description.uz),
      description_en: description.en ?? description.uz,
      category_id: lot.categoryId,
      region_id: lot.regionId,
      area_id: lot.areaId,
      address: lot.address,
      latitude: lot.latitude ?? null,
      longitude: lot.longitude ?? null,
      quantity: lot.quantity ?? 1,
      quantity_sold: lot.quantitySold ?? 0,
      property_type: lot.propertyType ?? 'ownership',
      rent_months: lot.rentMonths ?? null,
      trade_type: lot.tradeType,
      order_type: lot.orderType,
      payment_type: lot.paymentType,
      part_payment_months: lot.partPaymentMonths ?? null,
      lot_status: lot.lotStatus,
      archived_from: lot.archivedFrom ?? null,
      start_price: lot.startPrice.toString(),
      deposit_percent: String(depositPercent),
      deposit_amount: percentOf(lot.startPrice, depositPercent).toString(),
      starts_at: lot.startsAt,
      ends_at: lot.endsAt,
      published_at: lot.publishedAt,
      applications_close_at: lot.applicationsCloseAt ?? null,
      is_reklama: lot.isReklama ?? false,
      ...(lot.winnerPaymentDays === undefined ? {} : { winner_payment_days: lot.winnerPaymentDays }),
      final_price: lot.finalPrice?.toString() ?? null,
      winner_buyer_number: lot.winnerBuyerNumber ?? null,
      main_photo: photos[0] ?? null,
      ...(lot.repeatOf ? { repeat_of_lot_id: lot.repeatOf.lotId, repeat_round: lot.repeatOf.round } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (photos.length > 0) {
    await db
      .insertInto('lot_photos')
      .values(photos.map((url, i) => ({ lot_id: id, url, is_main: i === 0, sort_order: i })))
      .execute();
  }
  const documents = lot.documents ?? [];
  if (documents.length > 0) {
    await db
      .insertInto('lot_documents')
      .values(
        documents.map((d, i) => ({
          lot_id: id,
          name: d.name,
          url: d.url,
          size_bytes: d.size,
          sort_order: i,
        })),
      )
      .execute();
  }
  const flows = lot.flows ?? [{ status: lot.lotStatus, at: lot.publishedAt }];
  if (flows.length > 0) {
    await db
      .insertInto('lot_flows')
      .values(flows.map((f) => ({ lot_id: id, status: f.status, at: f.at })))
      .execute();
  }
  return id;
}

/** A finished lot's bid history, chained; each bid one step of the ladder unless told otherwise. */
export async function insertResultBids(
  db: Db,
  lotId: number,
  bids: { buyerNumber: string; amount: bigint; at: Date; stepNo?: number }[],
): Promise<void> {
  if (bids.length === 0) return;
  await db
    .insertInto('lot_result_bids')
    .values(
      bids.map((b, i) => ({
        lot_id: lotId,
        seq: i + 1,
        buyer_number: b.buyerNumber,
        amount: b.amount.toString(),
        at: b.at,
        step_no: b.stepNo ?? i + 1,
      })),
    )
    .execute();
  await chainResultBids(db, lotId);
}

/**
 * The chain of a bid history written here rather than by the engine (the demo's made-up finished
 * lots, the tests' sold lots): the same chain the engine's bids get (docs/bid-log.md), from the
 * genesis of the lot as the public log shows it (no auction record: the lot's own start and step
 * mode). The demo calls it again after moving such a history in time. A history whose buyer
 * numbers are not whole numbers cannot be chained and is left without hashes.
 */
export async function chainResultBids(db: Db, lotId: number): Promise<void> {
  const lot = await db
    .selectFrom('lots')
    .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
    .select([
      'lots.id',
      'lots.lot_number',
      'lots.start_price',
      'lots.starts_at',
      'lots.published_at',
      'auctions.started_at',
      'auctions.step_mode',
    ])
    .where('lots.id', '=', lotId)
    .executeTakeFirstOrThrow();
  const bids = await db
    .selectFrom('lot_result_bids')
    .select(['seq', 'buyer_number', 'amount', 'at', 'step_no'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
  if (bids.length === 0) return;
  let hashes: string[];
  try {
    const genesis = genesisHash(
      genesisInputOf({ ...lot, lot_id: lot.id, started_at: lot.started_at ?? lot.starts_at }),
    );
    hashes = chainBids(
      genesis,
      bids.map((b, i) => ({
        seq: b.seq,
        buyerNumber: b.buyer_number,
        amount: String(b.amount),
        placedAtMs: b.at.getTime(),
        stepNo: b.step_no ?? i + 1,
      })),
    );
  } catch (error) {
    if (error instanceof RangeError) return;
    throw error;
  }
  await sql`UPDATE lot_result_bids r SET chain_hash = u.hash, step_no = u.step_no
    FROM unnest(${sql.val(bids.map((b) => b.seq))}::int[], ${sql.val(hashes)}::text[],
      ${sql.val(bids.map((b, i) => b.step_no ?? i + 1))}::int[]) AS u (seq, hash, step_no)
    WHERE r.lot_id = ${lotId} AND r.seq = u.seq`.execute(db);
}
