import {
  actionPageSchema,
  paymentPageSchema,
  transactionPageSchema,
  type Action,
  type Page,
  type Payment,
  type Transaction,
} from '@kimoshdi/shared';
import { refundPageSchema, type Refund } from '@kimoshdi/shared/api/shop/payment-back';
import { api } from '../../../lib/api-client';

export function getActions(page: number, size: number): Promise<Page<Action>> {
  return api.get('user/actions', { query: { page, size }, schema: actionPageSchema });
}

export function getPayments(page: number, size: number): Promise<Page<Payment>> {
  return api.get('user/payments', { query: { page, size }, schema: paymentPageSchema });
}

export function getTransactions(page: number, size: number): Promise<Page<Transaction>> {
  return api.get('user/transactions', { query: { page, size }, schema: transactionPageSchema });
}

export function getRefunds(page: number, size: number): Promise<Page<Refund>> {
  return api.get('payment-back', { query: { page, size }, schema: refundPageSchema });
}
