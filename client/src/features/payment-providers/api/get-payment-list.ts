import type { PaymentProvider } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export function getPaymentList(): Promise<PaymentProvider[]> {
  return api.get('common/get-payment-list');
}
