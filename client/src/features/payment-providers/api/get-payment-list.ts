import { paymentProviderSchema, type PaymentProvider } from '@kimoshdi/shared';
import { api, listOf } from '../../../lib/api-client';

export function getPaymentList(): Promise<PaymentProvider[]> {
  return api.get('common/get-payment-list', { schema: listOf(paymentProviderSchema) });
}
