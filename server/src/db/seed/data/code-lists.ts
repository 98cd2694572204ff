/** Small code lists: trade types, order types and payment types (one table each). */
import type { LocalizedName } from './regions';

export interface CodeListSeed {
  id: number;
  code: string;
  name: LocalizedName;
}

export const TRADE_TYPES: readonly CodeListSeed[] = [
  { id: 1, code: 'auction', name: { uz: 'Auksion', ru: 'Аукцион', en: 'Auction' } },
  {
    id: 2,
    code: 'fixed_price',
    name: { uz: "Qat'iy narxda", ru: 'По фиксированной цене', en: 'Fixed price' },
  },
];

export const ORDER_TYPES: readonly CodeListSeed[] = [
  { id: 1, code: 'personal', name: { uz: 'Shaxsiy buyurtma', ru: 'Личный заказ', en: 'Personal order' } },
  {
    id: 2,
    code: 'state_benefit',
    name: { uz: 'Davlat foydasiga', ru: 'В пользу государства', en: 'For the benefit of the state' },
  },
];

export const PAYMENT_TYPES: readonly CodeListSeed[] = [
  { id: 1, code: 'full', name: { uz: "To'liq to'lov", ru: 'Полная оплата', en: 'Full payment' } },
  { id: 2, code: 'by_parts', name: { uz: "Bo'lib to'lash", ru: 'Оплата частями', en: 'Payment by parts' } },
];
