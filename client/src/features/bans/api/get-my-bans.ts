import type { UserBansAnswer } from '@kimoshdi/shared/api/shop/user-bans';
import { api } from '../../../lib/api-client';

/** GET user/bans: the caller's blacklist entries and the one standing today. */
export function getMyBans(): Promise<UserBansAnswer> {
  return api.get('user/bans');
}
