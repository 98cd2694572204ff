import type { CodeSent, UserOrderAnswer, UserOrderPage } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** POST user-order/send-code: a code to buy `count` copies, by SMS and e-mail. */
export function sendBuyCode(lotId: number, count: number): Promise<CodeSent> {
  return api.post('user-order/send-code', { lot_id: lotId, count });
}

/** POST user-order/create-user-order: the purchase the code confirms. */
export function createUserOrder(lotId: number, count: number, code: string): Promise<UserOrderAnswer> {
  return api.post('user-order/create-user-order', { lot_id: lotId, count, code });
}

/** POST user-order/send-code-cancel-user-order: a code to cancel a purchase. */
export function sendCancelCode(userOrderId: string): Promise<CodeSent> {
  return api.post('user-order/send-code-cancel-user-order', { user_order_id: userOrderId });
}

/** POST cabinet/cancel_user_order: cancel with the code; the money comes back. */
export function cancelUserOrder(userOrderId: string, code: string): Promise<UserOrderAnswer> {
  return api.post('cabinet/cancel_user_order', { user_order_id: userOrderId, code });
}

/** GET user-order/list: the caller's purchases, newest first. */
export function getUserOrders(page: number, size: number): Promise<UserOrderPage> {
  return api.get('user-order/list', { query: { page, size } });
}
