import type { Language } from '@kimoshdi/shared/i18n/languages';
import { getPageContent } from '../api/content-api';
import { prefetchContent, useContentQuery } from '../content-cache';
import { useContentLanguage } from './use-content-language';

const pageKey = (slug: string, lang: Language) => `page:${lang}:${slug}`;

/** A help page or news item in the reader's language (or the fallback the server picked). */
export function usePageContent(slug: string) {
  const lang = useContentLanguage();
  return useContentQuery(pageKey(slug, lang), () => getPageContent(slug, lang));
}

/** The same read, started while the page's code loads: the article is a render earlier on a first visit. */
export function warmPageContent(slug: string, lang: Language): void {
  prefetchContent(pageKey(slug, lang), () => getPageContent(slug, lang));
}
