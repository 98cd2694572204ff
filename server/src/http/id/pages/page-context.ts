import type { Language } from '@kimoshdi/shared';
import { translate } from '../../../lib/i18n';

/** What every identity page needs: the language, its texts, and where the shop is. */
export interface PageContext {
  lang: Language;
  /** A text of the `id` namespace. */
  t(key: string, params?: Record<string, unknown>): string;
  /** The message of an error code (the `errors` namespace), as the API would word it. */
  errorText(code: string, params?: Record<string, unknown>): string;
  /** The shop's home page: the brand links there. */
  shopHome: string;
}

export function pageContext(lang: Language, shopHome: string): PageContext {
  return {
    lang,
    t: (key, params) => translate(lang, `id:${key}`, params),
    errorText: (code, params) => translate(lang, `errors:${code}`, params),
    shopHome,
  };
}
