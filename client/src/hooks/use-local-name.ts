import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, localName, type LocalNames } from '@kimoshdi/shared';

/** A dictionary item's or a lot's name in the interface language, Uzbek when missing. */
export function useLocalName(): (names: LocalNames) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (names) => localName(names, language);
}
