import { categorySchema, type Category } from '@kimoshdi/shared';
import { api, listOf } from '../../../lib/api-client';

export function getCategories(): Promise<Category[]> {
  return api.get('dictionaries/categories', { schema: listOf(categorySchema) });
}
