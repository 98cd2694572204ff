import { APP_ROUTES } from '@kimoshdi/shared/domain/navigation/app-routes';
import { isLanguage, type Language } from '@kimoshdi/shared/i18n/languages';

/**
 * The editors of help pages and news keep the language of the text being edited in `?lang=`
 * (features/content/hooks/use-editor-params.ts): there it is not the interface's language.
 */
const EDITED_LANGUAGE_PAGES: readonly string[] = [APP_ROUTES.operatorHelpPages, APP_ROUTES.operatorNews];

/**
 * The interface language an address names: `?lang=ru` is what the head's hreflang alternates link
 * to (server/src/http/page-head/head-tags.ts) and what the server answered this page in, so a person
 * who follows such a link sees that language whatever the browser stored before.
 */
export function addressLanguage(pathname: string, search: string): Language | undefined {
  if (EDITED_LANGUAGE_PAGES.includes(pathname.replace(/\/+$/, ''))) return undefined;
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) ? lang : undefined;
}

/**
 * The query without `lang` (`?` included when anything is left): once taken as the choice, it
 * leaves the address, so a later pick in the language picker is not undone by a reload.
 */
export function withoutLanguage(search: string): string {
  // Part by part, so the other parameters keep their spelling exactly.
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== 'lang');
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}
