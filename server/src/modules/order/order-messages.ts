/**
 * The customer's cabinet messages about an order, stored as keys of the `orders` namespace
 * (shared/src/i18n/locales/<lng>/orders.json, `messages.*`) and worded in the reader's language when
 * read (modules/notification/render.ts). Each links to the order's page.
 */
import type { MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import { notify, type NotificationType } from '../notification/notification.repository';
import { messageNotification } from '../notification/render';

export const orderInfoPath = (orderId: number) => `/profile/orders/order-info/${orderId}`;

export type OrderMessage =
  | { kind: 'sent'; orderId: number; name: string }
  | { kind: 'returned'; orderId: number; name: string; reason: string };

export async function notifyCustomer(
  db: Db,
  user: { id: string; lang: string | null },
  message: OrderMessage,
): Promise<void> {
  const type: NotificationType = message.kind === 'sent' ? 'success' : 'warning';
  const params: MessageParams =
    message.kind === 'sent'
      ? { order: message.orderId, name: message.name }
      : { order: message.orderId, name: message.name, reason: message.reason };
  await notify(
    db,
    messageNotification(
      user.id,
      type,
      user.lang,
      { key: `orders:messages.${message.kind}`, params },
      orderInfoPath(message.orderId),
    ),
  );
}
