import type { Category } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export function getCategories(): Promise<Category[]> {
  return api.get('dictionaries/categories');
}
