/**
 * The public catalogue: rows of the repository turned into the shared contracts' shapes (money in
 * tiyin strings, times in ISO UTC, names in four languages). Unknown lots are 404 NOT_FOUND.
 */
import {
  LOT_STATUS,
  lotOutcome,
  tradeStatus,
  type LotCard,
  type LotCardTab,
  type LotDetails,
  type LotFilters,
  type LotFlow,
  type LotOutcome,
  type LotList,
  type LotListCounter,
  type LotListQuery,
  type LotResult,
  type LotTabDetails,
  type OwnerType,
  type PropertyType,
} from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { lotStepTerms } from './lot-step-terms';
import { similarLots } from './similar-lots.repository';
import { AppError } from '../../lib/app-error';
import {
  countByTab,
  findCard,
  findLotDetails,
  listLots,
  lotDocuments,
  lotFlows,
  lotPhotos,
  lotResult,
  lotsEndingSoonest,
  lotsOfOrder,
  reklamaLots,
  repeatedLot,
  resultBids,
  type CardRow,
} from './lot.repository';

const S = LOT_STATUS;
/** The home page's active lots: open for applications, about to start or live. */
const ACTIVE_STATUSES = [S.ACCEPTING_APPLICATIONS, S.APPLICATIONS_CLOSED, S.LIVE];
/** Featured lots are shown while they can still be taken part in. */
const OPEN_STATUSES = [S.ANNOUNCED, S.ACCEPTING_APPLICATIONS, S.APPLICATIONS_CLOSED, S.LIVE, S.PAUSED];

export function toCard(row: CardRow): LotCard {
  return {
    id: row.id,
    lot_number: row.lot_number,
    name: { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en },
    category_id: row.category_id,
    region_id: row.region_id,
    area_id: row.area_id,
    lot_status: row.lot_status,
    trade_type: row.trade_type,
    order_type: row.order_type,
    payment_type: row.payment_type,
    start_price: row.start_price,
    deposit_amount: row.deposit_amount,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    main_photo: row.main_photo,
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
    favourite: row.favourite,
  };
}

export function createLotService(db: Db) {
  async function card(lotId: number, userId?: string): Promise<LotCard> {
    const row = await findCard(db, lotId, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return toCard(row);
  }

  async function details(lotId: number, userId?: string): Promise<LotDetails> {
    const row = await findLotDetails(db, lotId, userId);
    if (!row) throw new AppError('NOT_FOUND');
    const [photos, documents, previous] = await Promise.all([
      lotPhotos(db, lotId),
      lotDocuments(db, lotId),
      repeatedLot(db, row.repeat_of_lot_id),
    ]);
    return {
      ...toCard(row),
      order_id: row.order_id,
      description: {
        uz: row.description_uz,
        ru: row.description_ru,
        'uz-Cyrl': row.description_uz_cyrl,
        en: row.description_en,
      },
      property_type: row.property_type as PropertyType,
      rent_months: row.rent_months,
      quantity: row.quantity,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      photos: photos.map((p) => ({ url: p.url, is_main: p.is_main })),
      lot_status: row.lot_status,
      order_status: row.order_status,
      part_payment_months: row.part_payment_months,
      deposit_percent: Number(row.deposit_percent),
      ...lotStepTerms(row),
      published_at: row.published_at.toISOString(),
      applications_close_at: row.applications_close_at?.toISOString() ?? null,
      customer: {
        owner_type: row.owner_type as OwnerType,
        name: row.customer_name,
        address: row.customer_address,
        phone: row.customer_phone,
        extra_phone: row.customer_extra_phone,
        email: row.customer_email,
      },
      documents: documents.map((d) => ({ name: d.name, url: d.url, size: d.size_bytes })),
      repeat: previous
        ? { round: row.repeat_round, previous_lot_id: previous.id, previous_lot_number: previous.lot_number }
        : null,
    };
  }

  return {
    async list(query: LotListQuery, userId?: string): Promise<LotList> {
      const { i, sort, page, size, ...filters } = query;
      const { rows, total } = await listLots(db, { tab: i, filters, sort, page, size, userId });
      return { items: rows.map(toCard), total, page, size };
    },

    async counter(filters: LotFilters): Promise<LotListCounter> {
      const counts = await countByTab(db, filters);
      return { counts: { '0': counts[0], '1': counts[1], '2': counts[2], '3': counts[3], '4': counts[4] } };
    },

    async active(size: number, userId?: string): Promise<LotCard[]> {
      return (await lotsEndingSoonest(db, ACTIVE_STATUSES, size, userId)).map(toCard);
    },

    async reklama(size: number, userId?: string): Promise<LotCard[]> {
      return (await reklamaLots(db, OPEN_STATUSES, size, userId)).map(toCard);
    },

    async subLots(lotId: number, userId?: string): Promise<LotCard[]> {
      const row = await findLotDetails(db, lotId);
      if (!row) throw new AppError('NOT_FOUND');
      return (await lotsOfOrder(db, row.order_id, userId, lotId)).map(toCard);
    },

    async similar(lotId: number, userId?: string): Promise<LotCard[]> {
      const row = await findCard(db, lotId);
      if (!row) throw new AppError('NOT_FOUND');
      return (await similarLots(db, row, userId)).map(toCard);
    },

    async result(lotId: number, userId?: string): Promise<LotResult> {
      const lot = await card(lotId, userId);
      const [outcomeRow, bids] = await Promise.all([lotResult(db, lotId), resultBids(db, lotId)]);
      const outcome = lotOutcome(tradeStatus(lot.lot_status, outcomeRow?.archived_from));
      const sold = outcome === 'sold';
      return {
        lot,
        outcome,
        final_price: sold ? (outcomeRow?.final_price ?? null) : null,
        winner_buyer_number: sold ? (outcomeRow?.winner_buyer_number ?? null) : null,
        bids: bids.map((b) => ({
          seq: b.seq,
          buyer_number: b.buyer_number,
          amount: b.amount,
          at: b.at.toISOString(),
        })),
      };
    },

    async flows(lotId: number): Promise<LotFlow[]> {
      await card(lotId);
      return (await lotFlows(db, lotId)).map((f) => ({ status: f.status, at: f.at.toISOString() }));
    },

    details,

    /**
     * What a lot's page says about it before any script runs (the head the server writes,
     * http/page-head): the card, how its trade ended and the seller, from one indexed read.
     */
    async pageFacts(lotId: number): Promise<LotPageFacts | undefined> {
      const row = await findLotDetails(db, lotId);
      if (!row) return undefined;
      const outcome = lotOutcome(tradeStatus(row.lot_status, row.archived_from));
      return {
        card: toCard({ ...row, favourite: false }),
        outcome,
        final_price: outcome === 'sold' ? row.final_price : null,
        // A company's or the state's name is public; a person selling their own property is not named.
        seller: row.owner_type === 'individual' ? null : row.customer_name,
      };
    },

    async tabDetails(lotId: number, tab: LotCardTab, userId?: string): Promise<LotTabDetails> {
      const d = await details(lotId, userId);
      switch (tab) {
        case 'property':
          return {
            tab,
            name: d.name,
            description: d.description,
            category_id: d.category_id,
            property_type: d.property_type,
            rent_months: d.rent_months,
            quantity: d.quantity,
            region_id: d.region_id,
            area_id: d.area_id,
            address: d.address,
            latitude: d.latitude,
            longitude: d.longitude,
            photos: d.photos,
          };
        case 'lot':
          return {
            tab,
            lot_number: d.lot_number,
            lot_status: d.lot_status,
            order_status: d.order_status,
            trade_type: d.trade_type,
            order_type: d.order_type,
            payment_type: d.payment_type,
            part_payment_months: d.part_payment_months,
            start_price: d.start_price,
            deposit_percent: d.deposit_percent,
            deposit_amount: d.deposit_amount,
            step_percent: d.step_percent,
            first_step_price: d.first_step_price,
            quantity_left: d.quantity_left,
            starts_at: d.starts_at,
            ends_at: d.ends_at,
            withdrawn_at: d.withdrawn_at,
            applications_close_at: d.applications_close_at,
            published_at: d.published_at,
          };
        case 'customer':
          return { tab, ...d.customer };
        case 'documents':
          return { tab, documents: d.documents };
      }
    },
  };
}
export type LotService = ReturnType<typeof createLotService>;

export interface LotPageFacts {
  card: LotCard;
  outcome: LotOutcome;
  /** Tiyin, when the lot was sold. */
  final_price: string | null;
  seller: string | null;
}
