import { useTranslation } from 'react-i18next';
import { isLanguage, localName, DEFAULT_LANGUAGE, type Category } from '@kimoshdi/shared';
import { LOT_TAB } from '@kimoshdi/shared/domain/lot/lot-tab-ids';
import { useApiQuery, type ApiQueryState } from '../../../hooks/use-api-query';
import { getCategories } from '../api/get-categories';
import { paths } from '../../../config/paths';

/** The category dictionary, loaded once per visit (names carry all languages). */
export function useCategories(): ApiQueryState<Category[]> {
  return useApiQuery('dictionaries/categories', getCategories);
}

/** Category name in the interface language (falls back to Uzbek like every text). */
export function useCategoryName(): (category: Category) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (category) => localName(category.name, language);
}

/**
 * Every lot of a category (and of its sub-categories), in every status: the list's tab that shows
 * all statuses. Someone choosing "Vehicles" wants to see what there is, not only what is live now.
 */
export function categoryLotsHref(category: Category): string {
  return paths.lotList({ i: String(LOT_TAB.SEARCH), category: String(category.id) });
}
