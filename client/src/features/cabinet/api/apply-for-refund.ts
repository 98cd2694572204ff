import type { RefundApplicationInput } from '@kimoshdi/shared/api/shop/payment-back';
import { api } from '../../../lib/api-client';

/** POST payment-back: blocks the amount and files the application. */
export function applyForRefund(input: RefundApplicationInput): Promise<unknown> {
  return api.post('payment-back', input);
}
