import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../i18n/languages';

/**
 * The languages a page is looked for in, best first: the reader's, then uz (every language falls
 * back to uz, docs/architecture.md section 7), then the others in their usual order, so a page
 * written in one language only is still shown rather than missing.
 */
export function contentLanguageOrder(lang: Language): Language[] {
  return [...new Set<Language>([lang, FALLBACK_LANGUAGE, ...LANGUAGES])];
}
