import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, localName, type LocalNames } from '@kimoshdi/shared';
import { useApiQuery } from '../../../hooks/use-api-query';
import {
  getAreas,
  getCategories,
  getCodedItems,
  getLotStatuses,
  getRegions,
  type CodedDictionary,
} from '../api/dictionaries';

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

/** A dictionary name (or a lot's name) in the interface language, Uzbek when missing. */
export function useLocalName(): (names: LocalNames) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (names) => localName(names, language);
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
