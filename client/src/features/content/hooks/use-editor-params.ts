import { isLanguage, type Language } from '@kimoshdi/shared/i18n/languages';
import { useSearchParams } from 'react-router';
import { useContentLanguage } from './use-content-language';

/** The page and language the editor shows, kept in the address (?slug=&lang=) so a reload keeps them. */
export function useEditorParams(defaultSlug: string | undefined) {
  const [params, setParams] = useSearchParams();
  const interfaceLang = useContentLanguage();
  const slug = params.get('slug') ?? defaultSlug;
  const langParam = params.get('lang');
  const lang: Language = isLanguage(langParam) ? langParam : interfaceLang;
  const select = (next: { slug?: string; lang?: Language }) => {
    const query = new URLSearchParams(params);
    if (next.slug) query.set('slug', next.slug);
    if (next.lang) query.set('lang', next.lang);
    setParams(query, { replace: true });
  };
  return { slug, lang, select };
}
