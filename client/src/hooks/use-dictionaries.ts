import type { LocalNames } from '@kimoshdi/shared';
import { useLocalName } from './use-local-name';
import { useApiQuery } from './use-api-query';
import {
  getAreas,
  getCategories,
  getCodedItems,
  getLotStatuses,
  getRegions,
  type CodedDictionary,
} from '../lib/dictionaries-api';

/* Dictionaries are the same for the whole visit: one shared request each (hooks/use-api-query). */

export const useRegions = () => useApiQuery('dictionaries/region', getRegions);
export const useCategoryList = () => useApiQuery('dictionaries/categories', getCategories);
export const useLotStatuses = () => useApiQuery('dictionaries/lot-statuses', getLotStatuses);
export const useCodedItems = (name: CodedDictionary) =>
  useApiQuery(`dictionaries/${name}`, () => getCodedItems(name));

/** The areas of one region (none asked for until a region is chosen). */
export function useAreas(regionId: string) {
  return useApiQuery(`dictionaries/area?region_id=${regionId || 'none'}`, () =>
    regionId ? getAreas(regionId) : Promise.resolve([]),
  );
}

/** Looks an id up in a loaded dictionary and names it; '' while loading or when unknown. */

export function useNameById<T extends { id: number; name: LocalNames }>(
  items: T[] | undefined,
): (id: number | null | undefined) => string {
  const name = useLocalName();
  return (id) => {
    const item = id == null ? undefined : items?.find((entry) => entry.id === id);
    return item ? name(item.name) : '';
  };
}
