import type { Language } from '@kimoshdi/shared/i18n/languages';

/** Each language by its own name (the editor's tabs): the same words whatever the interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  uz: "O'zbekcha",
  'uz-Cyrl': 'Ўзбекча',
  ru: 'Русский',
  en: 'English',
};
