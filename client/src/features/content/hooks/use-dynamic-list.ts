import { getDynamicList } from '../api/content-api';
import { useContentQuery } from '../content-cache';
import { useContentLanguage } from './use-content-language';

/** The help pages', news titles and the footer in the reader's language: one call for the whole shell. */
export function useDynamicList() {
  const lang = useContentLanguage();
  return useContentQuery(`dynamic-list:${lang}`, () => getDynamicList(lang));
}
