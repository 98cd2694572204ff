/**
 * Lot statuses 1 to 17 and order statuses 1 to 6.
 *
 * PRODUCT DECISION (the spec gives the numbers and colours of lot statuses, not their meaning):
 *  1 new, announced                      10 withdrawn from trade
 *  2 accepting applications              11 price not confirmed (winner refused or did not pay)
 *  3 applications closed, awaiting start 12 paused (technical interruption)
 *  4 auction live                        13 cancelled: the sale annulled (its protocol cancelled)
 *  5 sold                                14 archived
 *  6 not held (fewer than 2 participants) 15 awaiting a repeat auction
 *  7 protocol issued (paid)              16 finished with no price given (no bids)
 *  8 awaiting the winner's payment       17 under moderation
 *  9 not sold
 * The colour of each comes from shared/src/domain/lot/lot-status.ts (docs/product.md section 4).
 *
 * Order progress (docs/product.md section 4): 1 forming, 2 under moderation check, 3 put on trade, 4 trade
 * held, 5 awaiting payment, 6 trade finished.
 */
import { LOT_STATUS, lotStatusColor, type LotStatusColor } from '@kimoshdi/shared/domain/lot/lot-status';
import type { LocalizedName } from './regions';

export interface LotStatusSeed {
  id: number;
  code: string;
  color: LotStatusColor;
  name: LocalizedName;
}

export interface OrderStatusSeed {
  id: number;
  code: string;
  name: LocalizedName;
}

const LOT_STATUS_SOURCE: readonly Omit<LotStatusSeed, 'color'>[] = [
  {
    id: LOT_STATUS.ANNOUNCED,
    code: 'announced',
    name: { uz: "E'lon qilingan", ru: 'Объявлен', en: 'Announced' },
  },
  {
    id: LOT_STATUS.ACCEPTING_APPLICATIONS,
    code: 'accepting_applications',
    name: { uz: 'Arizalar qabul qilinmoqda', ru: 'Приём заявок', en: 'Accepting applications' },
  },
  {
    id: LOT_STATUS.APPLICATIONS_CLOSED,
    code: 'applications_closed',
    name: {
      uz: 'Arizalar qabuli yakunlandi, savdo kutilmoqda',
      ru: 'Приём заявок завершён, ожидается начало торгов',
      en: 'Applications closed, awaiting start',
    },
  },
  {
    id: LOT_STATUS.LIVE,
    code: 'live',
    name: { uz: 'Savdo davom etmoqda', ru: 'Идут торги', en: 'Auction live' },
  },
  { id: LOT_STATUS.SOLD, code: 'sold', name: { uz: 'Sotildi', ru: 'Продан', en: 'Sold' } },
  {
    id: LOT_STATUS.NOT_HELD,
    code: 'not_held',
    name: { uz: "Savdo bo'lib o'tmadi", ru: 'Торги не состоялись', en: 'Not held' },
  },
  {
    id: LOT_STATUS.PROTOCOL_ISSUED,
    code: 'protocol_issued',
    name: { uz: 'Bayonnoma rasmiylashtirildi', ru: 'Протокол оформлен', en: 'Protocol issued' },
  },
  {
    id: LOT_STATUS.AWAITING_PAYMENT,
    code: 'awaiting_payment',
    name: {
      uz: "G'olib to'lovi kutilmoqda",
      ru: 'Ожидается оплата победителя',
      en: "Awaiting the winner's payment",
    },
  },
  { id: LOT_STATUS.NOT_SOLD, code: 'not_sold', name: { uz: 'Sotilmadi', ru: 'Не продан', en: 'Not sold' } },
  {
    id: LOT_STATUS.WITHDRAWN,
    code: 'withdrawn',
    name: { uz: 'Savdodan olindi', ru: 'Снят с торгов', en: 'Withdrawn from trade' },
  },
  {
    id: LOT_STATUS.PRICE_NOT_CONFIRMED,
    code: 'price_not_confirmed',
    name: { uz: 'Narx tasdiqlanmadi', ru: 'Цена не подтверждена', en: 'Price not confirmed' },
  },
  {
    id: LOT_STATUS.PAUSED,
    code: 'paused',
    name: {
      uz: "Texnik uzilish (to'xtatilgan)",
      ru: 'Технический перерыв',
      en: 'Paused (technical interruption)',
    },
  },
  {
    id: LOT_STATUS.CANCELLED,
    code: 'cancelled',
    name: { uz: 'Bekor qilindi', ru: 'Отменён', en: 'Cancelled' },
  },
  { id: LOT_STATUS.ARCHIVED, code: 'archived', name: { uz: 'Arxivda', ru: 'В архиве', en: 'Archived' } },
  {
    id: LOT_STATUS.AWAITING_REPEAT,
    code: 'awaiting_repeat',
    name: {
      uz: 'Takroriy savdo kutilmoqda',
      ru: 'Ожидает повторных торгов',
      en: 'Awaiting a repeat auction',
    },
  },
  {
    id: LOT_STATUS.NO_BIDS,
    code: 'no_bids',
    name: {
      uz: 'Narx taklif qilinmasdan yakunlandi',
      ru: 'Завершён без ценовых предложений',
      en: 'Finished with no bids',
    },
  },
  {
    id: LOT_STATUS.UNDER_MODERATION,
    code: 'under_moderation',
    name: { uz: 'Moderatsiyada', ru: 'На модерации', en: 'Under moderation' },
  },
];

export const LOT_STATUSES: readonly LotStatusSeed[] = LOT_STATUS_SOURCE.map((status) => ({
  ...status,
  color: lotStatusColor(status.id),
}));

export const ORDER_STATUSES: readonly OrderStatusSeed[] = [
  { id: 1, code: 'forming', name: { uz: 'Shakllantirilmoqda', ru: 'Формируется', en: 'Forming' } },
  {
    id: 2,
    code: 'moderation_check',
    name: { uz: 'Moderator tekshiruvida', ru: 'На проверке модератора', en: 'Under moderation check' },
  },
  { id: 3, code: 'on_trade', name: { uz: "Savdoga qo'yildi", ru: 'Выставлен на торги', en: 'Put on trade' } },
  // The auction of one of its lots is being held now (shared/src/domain/order/order-progress.ts).
  {
    id: 4,
    code: 'trade_held',
    name: { uz: "Savdo o'tkazilmoqda", ru: 'Идут торги', en: 'Trade being held' },
  },
  {
    id: 5,
    code: 'awaiting_payment',
    name: { uz: "To'lov kutilmoqda", ru: 'Ожидается оплата', en: 'Awaiting payment' },
  },
  {
    id: 6,
    code: 'trade_finished',
    name: { uz: 'Savdo yakunlandi', ru: 'Торги завершены', en: 'Trade finished' },
  },
  // Every lot withdrawn from trade by the customer: no trade was held (issue 24).
  {
    id: 7,
    code: 'withdrawn',
    name: { uz: 'Savdodan olindi', ru: 'Снят с торгов', en: 'Withdrawn from trade' },
  },
];
