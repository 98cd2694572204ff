import type { TopUpAnswer, TopUpInput } from '@kimoshdi/shared/api/shop/gateway';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** POST gateway/top-up: where to send the browser to pay; the payment page speaks the site's language. */
export function startTopUp(input: TopUpInput): Promise<TopUpAnswer> {
  return api.post('gateway/top-up', { lang: currentLanguage(), ...input });
}
