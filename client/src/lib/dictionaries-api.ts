import type { Area, Category, CodedItem, LotStatusItem, Region } from '@kimoshdi/shared';
import { api } from './api-client';

export const getRegions = (): Promise<Region[]> => api.get('dictionaries/region');

/** Every area of the country, about 200: one answer serves every region's cards and selects. */
export const getAllAreas = (): Promise<Area[]> => api.get('dictionaries/area');

export const getCategories = (): Promise<Category[]> => api.get('dictionaries/categories');

export const getLotStatuses = (): Promise<LotStatusItem[]> => api.get('dictionaries/lot-statuses');

export type CodedDictionary = 'trade-types' | 'order-types' | 'payment-types' | 'order-statuses';

export const getCodedItems = (name: CodedDictionary): Promise<CodedItem[]> => api.get(`dictionaries/${name}`);
