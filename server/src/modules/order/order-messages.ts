/**
 * The customer's cabinet messages about an order, stored as keys of the `orders` namespace
 * (shared/src/i18n/locales/<lng>/orders.json, `messages.*`) and worded in the reader's language when
 * read (modules/notification/render.ts). Each links to the order's page.
 */
import type { MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import { notify, type NotificationType, messageNotification } from '../notification';

export const orderInfoPath = (orderId: number) => `/profile/orders/order-info/${orderId}`;

export type OrderMessage =
  | { kind: 'sent'; orderId: number; name: string }
  | { kind: 'returned'; orderId: number; name: string; reason: string }
  // The moderation desk's decisions.
  | { kind: 'approved'; orderId: number; name: string }
  | { kind: 'rejected'; orderId: number; name: string; reason: string };

const MESSAGE_TYPE: Record<OrderMessage['kind'], NotificationType> = {
  sent: 'success',
  returned: 'warning',
  approved: 'success',
  rejected: 'warning',
};

export async function notifyCustomer(
  db: Db,
  user: { id: string; lang: string | null },
  message: OrderMessage,
): Promise<void> {
  const type = MESSAGE_TYPE[message.kind];
  const params: MessageParams =
    'reason' in message
      ? { order: message.orderId, name: message.name, reason: message.reason }
      : { order: message.orderId, name: message.name };
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
