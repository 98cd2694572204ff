/**
 * The purchase's cabinet messages, stored as keys of the `purchases` namespace
 * (shared/src/i18n/locales/<lng>/purchases.json, `messages.*`) with raw parameters, worded in the
 * reader's language when read (modules/notification/render.ts). The buyer's link to the purchases
 * page, where the receipt and the cancel are.
 */
import { moneyParam, type MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import type { Seller } from '@kimoshdi/shared/domain/order/lot-seller';
import { notify, type NotificationType, messageNotification } from '../notification';
import { personOf } from './user-order.repository';

export const PURCHASES_PATH = '/profile/purchases';

export type PurchaseMessage = {
  kind: 'bought' | 'cancelled' | 'sold' | 'returned';
  lot: string;
  count: number;
  total: bigint;
  receipt: string;
};

const TYPE: Record<PurchaseMessage['kind'], NotificationType> = {
  bought: 'success',
  cancelled: 'info',
  sold: 'success',
  returned: 'warning',
};

/** One message to one user in their stored language. */
export async function tell(db: Db, userId: string, message: PurchaseMessage): Promise<void> {
  const person = await personOf(db, userId);
  const params: MessageParams = {
    lot: message.lot,
    count: message.count,
    total: moneyParam(message.total),
    receipt: message.receipt,
  };
  const buyerSide = message.kind === 'bought' || message.kind === 'cancelled';
  await notify(
    db,
    messageNotification(
      userId,
      TYPE[message.kind],
      person?.lang,
      { key: `purchases:messages.${message.kind}`, params },
      buyerSide ? PURCHASES_PATH : undefined,
    ),
  );
}

/** The seller hears of a sale or a cancel when they are a person (the state reads its accounts). */
export async function tellSeller(db: Db, seller: Seller, message: PurchaseMessage): Promise<void> {
  if (seller.kind === 'user') await tell(db, seller.userId, message);
}
