import type { Area, Category, CodedItem, LotStatusItem, Region } from '@kimoshdi/shared';
import { api } from './api-client';

export const getRegions = (): Promise<Region[]> => api.get('dictionaries/region');

export const getAreas = (regionId: string): Promise<Area[]> =>
  api.get('dictionaries/area', { query: { region_id: regionId } });

export const getCategories = (): Promise<Category[]> => api.get('dictionaries/categories');

export const getLotStatuses = (): Promise<LotStatusItem[]> => api.get('dictionaries/lot-statuses');

export type CodedDictionary = 'trade-types' | 'order-types' | 'payment-types' | 'order-statuses';

export const getCodedItems = (name: CodedDictionary): Promise<CodedItem[]> => api.get(`dictionaries/${name}`);
