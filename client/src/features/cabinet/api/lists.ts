import type { Action, Page, Payment, Transaction } from '@kimoshdi/shared';
import type { Refund } from '@kimoshdi/shared/api/shop/payment-back';
import { api } from '../../../lib/api-client';

export function getActions(page: number, size: number): Promise<Page<Action>> {
  return api.get('user/actions', { query: { page, size } });
}

export function getPayments(page: number, size: number): Promise<Page<Payment>> {
  return api.get('user/payments', { query: { page, size } });
}

export function getTransactions(page: number, size: number): Promise<Page<Transaction>> {
  return api.get('user/transactions', { query: { page, size } });
}

export function getRefunds(page: number, size: number): Promise<Page<Refund>> {
  return api.get('payment-back', { query: { page, size } });
}
