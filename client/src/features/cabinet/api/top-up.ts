import { topUpAnswerSchema, type TopUpAnswer, type TopUpInput } from '@kimoshdi/shared/api/shop/gateway';
import { api } from '../../../lib/api-client';

/** POST gateway/top-up: where to send the browser to pay. */
export function startTopUp(input: TopUpInput): Promise<TopUpAnswer> {
  return api.post('gateway/top-up', input, { schema: topUpAnswerSchema });
}
