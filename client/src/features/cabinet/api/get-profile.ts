import type { Profile } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export function getProfile(): Promise<Profile> {
  return api.get('user/profile');
}
