import type { Visitors } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export function getVisitors(): Promise<Visitors> {
  return api.get('common/get-visitors');
}
