import type { Balance } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET user/balance: available and blocked money in tiyin. */
export function getBalance(): Promise<Balance> {
  return api.get('user/balance');
}
