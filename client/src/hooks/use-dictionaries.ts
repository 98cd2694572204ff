import { useMemo } from 'react';
import type { Area, LocalNames } from '@kimoshdi/shared';
import { useLocalName } from './use-local-name';
import { useApiQuery, type ApiQueryState } from './use-api-query';
import {
  getAllAreas,
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

const NO_AREAS: Area[] = [];

/**
 * The areas of one region, taken from the one answer with every area (nothing is asked for until
 * a region is chosen). A list of lots names places in many regions: one request instead of one
 * per region keeps the connections free for the cards' photos.
 */
export function useAreas(regionId: string): ApiQueryState<Area[]> {
  const all = useApiQuery(regionId ? 'dictionaries/area' : 'dictionaries/area?none', () =>
    regionId ? getAllAreas() : Promise.resolve(NO_AREAS),
  );
  const region = Number(regionId);
  const data = useMemo(() => all.data?.filter((area) => area.region_id === region), [all.data, region]);
  return { ...all, data };
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
