/**
 * The cabinet message of a penalty debt paid. Its words stay with the withdrawal's
 * (`withdrawal:messages.debtPaid`, shared/src/i18n/locales/<lng>/withdrawal.json): the reader knows
 * the debt as what a withdrawal left owed. It links to the orders list, where the debt's banner was.
 */
import { moneyParam } from '@kimoshdi/shared/domain/notification/message-params';
import { type NewNotification, messageNotification } from '../notification';

const ORDERS_PATH = '/profile/orders';

export function debtPaidNotification(
  userId: string,
  lang: string | null | undefined,
  debt: { lot: string; amount: bigint },
): NewNotification {
  return messageNotification(
    userId,
    'success',
    lang,
    { key: 'withdrawal:messages.debtPaid', params: { lot: debt.lot, amount: moneyParam(debt.amount) } },
    ORDERS_PATH,
  );
}
