import { useTranslation } from 'react-i18next';
import { isLanguage, localName, DEFAULT_LANGUAGE, type Category } from '@kimoshdi/shared';
import { useApiQuery, type ApiQueryState } from '../../../hooks/use-api-query';
import { getCategories } from '../api/get-categories';

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

/** The lot list's "current auctions" tab (i=4) filtered by one category. */
export function categoryLotsHref(category: Category): string {
  return `/lot-list?i=4&category=${category.id}`;
}
