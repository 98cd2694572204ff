/**
 * The cabinet messages of a withdrawal, stored as keys of the `withdrawal` namespace
 * (shared/src/i18n/locales/<lng>/withdrawal.json, `messages.*`) and worded in the reader's language
 * when read (modules/notification/render.ts): to each applicant of the lot, and to the customer
 * (what it cost, or that it is owed). The debt's payment is told by the ledger (ledger/debt-messages.ts).
 */
import { moneyParam, type MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import { type NewNotification, type NotificationType, messageNotification } from '../notification';

/** The applicant's applications, where the released deposit shows. */
const APPLICATIONS_PATH = '/profile/applications';
/** The customer's orders list: the debt's banner and its Pay button. */
const ORDERS_PATH = '/profile/orders';
const orderLotsPath = (orderId: number) => `/profile/orders/lots/${orderId}`;

export type WithdrawalMessage =
  | { kind: 'applicant'; lot: string }
  | { kind: 'free' | 'charged' | 'debt'; lot: string; orderId: number; ordinal: number; amount: bigint };

const TYPE: Record<WithdrawalMessage['kind'], NotificationType> = {
  applicant: 'warning',
  free: 'info',
  charged: 'warning',
  debt: 'warning',
};

function paramsOf(message: WithdrawalMessage): MessageParams {
  switch (message.kind) {
    case 'applicant':
      return { lot: message.lot };
    default:
      return {
        lot: message.lot,
        order: message.orderId,
        ordinal: message.ordinal,
        amount: moneyParam(message.amount),
      };
  }
}

function linkOf(message: WithdrawalMessage): string {
  switch (message.kind) {
    case 'applicant':
      return APPLICATIONS_PATH;
    case 'debt':
      return ORDERS_PATH;
    default:
      return orderLotsPath(message.orderId);
  }
}

/** The notification of `message` for a user whose stored language is `lang`. */
export function withdrawalNotification(
  userId: string,
  lang: string | null | undefined,
  message: WithdrawalMessage,
): NewNotification {
  return messageNotification(
    userId,
    TYPE[message.kind],
    lang,
    { key: `withdrawal:messages.${message.kind}`, params: paramsOf(message) },
    linkOf(message),
  );
}
