/**
 * Cabinet messages about protests, stored as keys of the `protests` namespace
 * (shared/src/i18n/locales/<lng>/protests.json, `messages.*`) and worded in the reader's language
 * when read (modules/notification/render.ts): the customer hears of a new protest, the participant
 * of the answer, and both of the operator's review.
 */
import { instantParam, type MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import { notify, type NotificationType, messageNotification } from '../notification';

/** The participant's list of protests, where every answer is. */
export const MY_PROTESTS_PATH = '/profile/protests';
/** The order's lots tab, where the customer answers. */
export const orderLotsPath = (orderId: number) => `/profile/orders/lots/${orderId}`;

export type ProtestMessage =
  | { kind: 'filed'; lot: string; buyer: number; due: Date; orderId: number }
  | { kind: 'accepted'; lot: string; note: string | null }
  | { kind: 'rejected'; lot: string; reason: string }
  | {
      kind: 'reviewed';
      lot: string;
      buyer: number;
      note: string;
      orderId: number;
      reader: 'participant' | 'customer';
    };

function keyOf(message: ProtestMessage): string {
  if (message.kind === 'accepted' && message.note) return 'acceptedWithNote';
  return message.kind;
}

function paramsOf(message: ProtestMessage): MessageParams {
  switch (message.kind) {
    case 'filed':
      return { lot: message.lot, buyer: message.buyer, due: instantParam(message.due) };
    case 'accepted':
      return message.note ? { lot: message.lot, note: message.note } : { lot: message.lot };
    case 'rejected':
      // `reason` closes the content ("Reason: ...") as every reason of the cabinet's messages does.
      return { lot: message.lot, reason: message.reason };
    case 'reviewed':
      return { lot: message.lot, buyer: message.buyer, note: message.note };
  }
}

const TYPE: Record<ProtestMessage['kind'], NotificationType> = {
  filed: 'warning',
  accepted: 'success',
  rejected: 'info',
  reviewed: 'info',
};

function linkOf(message: ProtestMessage): string {
  if (message.kind === 'filed') return orderLotsPath(message.orderId);
  if (message.kind === 'reviewed' && message.reader === 'customer') return orderLotsPath(message.orderId);
  return MY_PROTESTS_PATH;
}

export async function tellAboutProtest(
  db: Db,
  user: { id: string; lang: string | null },
  message: ProtestMessage,
): Promise<void> {
  await notify(
    db,
    messageNotification(
      user.id,
      TYPE[message.kind],
      user.lang,
      { key: `protests:messages.${keyOf(message)}`, params: paramsOf(message) },
      linkOf(message),
    ),
  );
}
