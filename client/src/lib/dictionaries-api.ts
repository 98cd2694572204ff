import {
  areaSchema,
  categorySchema,
  codedItemSchema,
  lotStatusSchema,
  regionSchema,
  type Area,
  type Category,
  type CodedItem,
  type LotStatusItem,
  type Region,
} from '@kimoshdi/shared';
import { api, listOf } from './api-client';

export const getRegions = (): Promise<Region[]> =>
  api.get('dictionaries/region', { schema: listOf(regionSchema) });

export const getAreas = (regionId: string): Promise<Area[]> =>
  api.get('dictionaries/area', { query: { region_id: regionId }, schema: listOf(areaSchema) });

export const getCategories = (): Promise<Category[]> =>
  api.get('dictionaries/categories', { schema: listOf(categorySchema) });

export const getLotStatuses = (): Promise<LotStatusItem[]> =>
  api.get('dictionaries/lot-statuses', { schema: listOf(lotStatusSchema) });

export type CodedDictionary = 'trade-types' | 'order-types' | 'payment-types' | 'order-statuses';

export const getCodedItems = (name: CodedDictionary): Promise<CodedItem[]> =>
  api.get(`dictionaries/${name}`, { schema: listOf(codedItemSchema) });
