import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@kimoshdi/shared/i18n/languages';
import { useTranslation } from 'react-i18next';

/** The reader's language, which the content calls name explicitly so each language caches apart. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
