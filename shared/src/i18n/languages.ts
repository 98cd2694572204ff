/**
 * The languages the platform ships. The picker offers only uz (default) and ru, as the spec says;
 * uz-Cyrl and en are complete translations reachable by URL or Accept-Language. Every language
 * falls back to uz (docs/architecture.md section 7 decides the spec's two readings this way).
 */
export const LANGUAGES = ['uz', 'ru', 'uz-Cyrl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PICKER_LANGUAGES = ['uz', 'ru'] as const;
export type PickerLanguage = (typeof PICKER_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'uz';
export const FALLBACK_LANGUAGE: Language = 'uz';

/** The locale options of the picker (docs/product.md section 3: id, label, shortLabel, value). */
export const LOCALE_OPTIONS = [
  { id: 1, label: "O'zbekcha", shortLabel: "O'Z", value: 'uz' },
  { id: 2, label: 'Русский', shortLabel: 'РУ', value: 'ru' },
] as const satisfies readonly { id: number; label: string; shortLabel: string; value: PickerLanguage }[];

/** The cookie that carries the chosen language, read by the server and written by common/lang. */
export const LANGUAGE_COOKIE = 'lang';

export const NAMESPACES = [
  'common',
  'errors',
  'info',
  'cabinet',
  'catalogue',
  'auction',
  'protocols',
  'bans',
  'winlots',
  'bid-log',
  'consent',
  'contracts',
  'purchases',
  'files',
  'orders',
  'moderation',
  'withdrawal',
  'lot-reviews',
  'operator-notices',
  'action-log',
  'app-link',
  'protests',
  'repeat',
  'notices',
  'exports',
  'content',
  'standing',
  'cards',
  'calendar',
  'edit-requests',
  'share',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the language for a request: the explicit choice (cookie) first, then the best match of an
 * Accept-Language header, else the default.
 */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  if (acceptLanguage) {
    const wanted = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .filter((entry) => entry.tag && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of wanted) {
      if (tag === 'uz-cyrl' || tag.startsWith('uz-cyrl-')) return 'uz-Cyrl';
      const base = tag.split('-')[0];
      if (base === 'uz' || base === 'ru' || base === 'en') return base;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** A name in every shipped language (dictionary items, lot names). */
export type LocalNames = Record<Language, string>;

/** The name in `lang`, else in the fallback language. */
export function localName(names: LocalNames, lang: Language): string {
  return names[lang] || names[FALLBACK_LANGUAGE];
}
