import type { LogoutAnswer } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** POST auth/logout. Ends the shop session; answers where to end the identity site's session too. */
export function logout(): Promise<LogoutAnswer> {
  return api.post('auth/logout');
}
