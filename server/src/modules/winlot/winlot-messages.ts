/**
 * The won lot's cabinet messages, stored as keys of the `winlots` namespace
 * (shared/src/i18n/locales/<lng>/winlots.json, `messages.*`) with raw parameters, worded in the
 * reader's language when read (modules/notification/render.ts). Each links to the page where the
 * person acts on it.
 */
import {
  instantParam,
  moneyParam,
  type MessageParams,
} from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import {
  notify,
  notifyMany,
  type NewNotification,
  type NotificationType,
  messageNotification,
} from '../notification';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';

/** The cabinet page of won lots and reserve offers. */
export const WINLOTS_PATH = '/profile/winlots';
export const WINNER_PAYMENTS_PATH = '/profile/winner-payments';
const checkProtocolPath = (number: string) => `/check-protocol?number=${encodeURIComponent(number)}`;

export type WinlotMessage =
  | { kind: 'reserve'; lot: string; price: bigint }
  | { kind: 'paid'; lot: string; amount: bigint; deposit: bigint }
  | { kind: 'partPaid'; lot: string; part: number; parts: number; amount: bigint; next: Date }
  | { kind: 'protocolIssued'; lot: string; protocol: string }
  | { kind: 'sold'; lot: string; amount: bigint }
  | { kind: 'refused'; lot: string; deposit: bigint }
  | { kind: 'missed'; lot: string; deposit: bigint }
  | { kind: 'partMissed'; lot: string; part: number }
  | { kind: 'barred'; lot: string; start: string; end: string }
  | { kind: 'depositToSeller'; lot: string; amount: bigint }
  | { kind: 'offer'; lot: string; price: bigint; deadline: Date }
  | { kind: 'offerAccepted'; lot: string; amount: bigint; deadline: Date }
  | { kind: 'offerDeclined' | 'offerExpired'; lot: string }
  | { kind: 'reminder' | 'lastDay'; lot: string; amount: bigint; deadline: Date }
  | { kind: 'offerReminder'; lot: string; deadline: Date };

function shape(message: WinlotMessage): { type: NotificationType; params: MessageParams; link?: string } {
  const lot = message.lot;
  switch (message.kind) {
    case 'reserve':
      return { type: 'info', params: { lot, price: moneyParam(message.price) }, link: WINLOTS_PATH };
    case 'paid':
      return {
        type: 'success',
        params: { lot, amount: moneyParam(message.amount), deposit: moneyParam(message.deposit) },
        link: WINNER_PAYMENTS_PATH,
      };
    case 'partPaid':
      return {
        type: 'success',
        params: {
          lot,
          part: message.part,
          parts: message.parts,
          amount: moneyParam(message.amount),
          next: instantParam(message.next),
        },
        link: WINNER_PAYMENTS_PATH,
      };
    case 'protocolIssued':
      return {
        type: 'success',
        params: { lot, protocol: message.protocol },
        link: checkProtocolPath(message.protocol),
      };
    case 'sold':
    case 'depositToSeller':
      return {
        type: 'success',
        params: { lot, amount: moneyParam(message.amount) },
        link: '/profile/transactions',
      };
    case 'refused':
    case 'missed':
      return { type: 'warning', params: { lot, deposit: moneyParam(message.deposit) }, link: WINLOTS_PATH };
    case 'partMissed':
      return { type: 'error', params: { lot, part: message.part }, link: WINNER_PAYMENTS_PATH };
    case 'barred':
      return {
        type: 'error',
        params: { lot, start: formatDay(message.start), end: formatDay(message.end) },
        link: '/check-black-list',
      };
    case 'offer':
      return {
        type: 'info',
        params: { lot, price: moneyParam(message.price), deadline: instantParam(message.deadline) },
        link: WINLOTS_PATH,
      };
    case 'offerAccepted':
    case 'reminder':
    case 'lastDay':
      return {
        type: message.kind === 'offerAccepted' ? 'info' : 'warning',
        params: { lot, amount: moneyParam(message.amount), deadline: instantParam(message.deadline) },
        link: WINLOTS_PATH,
      };
    case 'offerDeclined':
    case 'offerExpired':
      return { type: 'info', params: { lot }, link: WINLOTS_PATH };
    case 'offerReminder':
      return {
        type: 'warning',
        params: { lot, deadline: instantParam(message.deadline) },
        link: WINLOTS_PATH,
      };
  }
}

/** The message as a cabinet notice for the user, to be put there by the caller. */
export function winlotNotice(
  user: { id: string; lang: string | null },
  message: WinlotMessage,
): NewNotification {
  const { type, params, link } = shape(message);
  return messageNotification(
    user.id,
    type,
    user.lang,
    { key: `winlots:messages.${message.kind}`, params },
    link,
  );
}

/** Puts the messages in the user's cabinet in one statement, in the caller's transaction. */
export async function tellAll(
  db: Db,
  user: { id: string; lang: string | null },
  messages: readonly WinlotMessage[],
  /** Notices of the same transaction written in the same statement (a deposit released). */
  others: readonly NewNotification[] = [],
): Promise<void> {
  await notifyMany(db, [...messages.map((message) => winlotNotice(user, message)), ...others]);
}

/** Puts the message in the user's cabinet, in the caller's transaction. */
export async function tell(db: Db, user: { id: string; lang: string | null }, message: WinlotMessage) {
  await notify(db, winlotNotice(user, message));
}
