import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  NAMESPACES,
  type Language,
  type Namespace,
} from '@kimoshdi/shared/i18n/languages';
import { addressLanguage, withoutLanguage } from './address-language';
import { readCookie } from './cookies';
import { SHELL_NAMESPACES } from './i18n-namespaces';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Each language's texts, one chunk per language and namespace, fetched when first needed: a
 * visitor downloads only their language and only the namespaces of the pages they open (issue 15:
 * a first load of at most 170 kB of JavaScript on a mobile network). Every namespace must be
 * listed here (the table's type requires it).
 */
const LOCALE_CHUNKS = {
  uz: {
    common: () => import('@kimoshdi/shared/locales/uz/common.json'),
    errors: () => import('@kimoshdi/shared/locales/uz/errors.json'),
    info: () => import('@kimoshdi/shared/locales/uz/info.json'),
    cabinet: () => import('@kimoshdi/shared/locales/uz/cabinet.json'),
    catalogue: () => import('@kimoshdi/shared/locales/uz/catalogue.json'),
    auction: () => import('@kimoshdi/shared/locales/uz/auction.json'),
    bans: () => import('@kimoshdi/shared/locales/uz/bans.json'),
    protocols: () => import('@kimoshdi/shared/locales/uz/protocols.json'),
    winlots: () => import('@kimoshdi/shared/locales/uz/winlots.json'),
    'bid-log': () => import('@kimoshdi/shared/locales/uz/bid-log.json'),
    consent: () => import('@kimoshdi/shared/locales/uz/consent.json'),
    contracts: () => import('@kimoshdi/shared/locales/uz/contracts.json'),
    purchases: () => import('@kimoshdi/shared/locales/uz/purchases.json'),
    files: () => import('@kimoshdi/shared/locales/uz/files.json'),
    orders: () => import('@kimoshdi/shared/locales/uz/orders.json'),
    moderation: () => import('@kimoshdi/shared/locales/uz/moderation.json'),
    withdrawal: () => import('@kimoshdi/shared/locales/uz/withdrawal.json'),
    'lot-reviews': () => import('@kimoshdi/shared/locales/uz/lot-reviews.json'),
    'operator-notices': () => import('@kimoshdi/shared/locales/uz/operator-notices.json'),
    'action-log': () => import('@kimoshdi/shared/locales/uz/action-log.json'),
    'app-link': () => import('@kimoshdi/shared/locales/uz/app-link.json'),
    protests: () => import('@kimoshdi/shared/locales/uz/protests.json'),
    repeat: () => import('@kimoshdi/shared/locales/uz/repeat.json'),
    notices: () => import('@kimoshdi/shared/locales/uz/notices.json'),
    exports: () => import('@kimoshdi/shared/locales/uz/exports.json'),
    content: () => import('@kimoshdi/shared/locales/uz/content.json'),
    standing: () => import('@kimoshdi/shared/locales/uz/standing.json'),
    cards: () => import('@kimoshdi/shared/locales/uz/cards.json'),
    calendar: () => import('@kimoshdi/shared/locales/uz/calendar.json'),
    'edit-requests': () => import('@kimoshdi/shared/locales/uz/edit-requests.json'),
    share: () => import('@kimoshdi/shared/locales/uz/share.json'),
  },
  ru: {
    common: () => import('@kimoshdi/shared/locales/ru/common.json'),
    errors: () => import('@kimoshdi/shared/locales/ru/errors.json'),
    info: () => import('@kimoshdi/shared/locales/ru/info.json'),
    cabinet: () => import('@kimoshdi/shared/locales/ru/cabinet.json'),
    catalogue: () => import('@kimoshdi/shared/locales/ru/catalogue.json'),
    auction: () => import('@kimoshdi/shared/locales/ru/auction.json'),
    bans: () => import('@kimoshdi/shared/locales/ru/bans.json'),
    protocols: () => import('@kimoshdi/shared/locales/ru/protocols.json'),
    winlots: () => import('@kimoshdi/shared/locales/ru/winlots.json'),
    'bid-log': () => import('@kimoshdi/shared/locales/ru/bid-log.json'),
    consent: () => import('@kimoshdi/shared/locales/ru/consent.json'),
    contracts: () => import('@kimoshdi/shared/locales/ru/contracts.json'),
    purchases: () => import('@kimoshdi/shared/locales/ru/purchases.json'),
    files: () => import('@kimoshdi/shared/locales/ru/files.json'),
    orders: () => import('@kimoshdi/shared/locales/ru/orders.json'),
    moderation: () => import('@kimoshdi/shared/locales/ru/moderation.json'),
    withdrawal: () => import('@kimoshdi/shared/locales/ru/withdrawal.json'),
    'lot-reviews': () => import('@kimoshdi/shared/locales/ru/lot-reviews.json'),
    'operator-notices': () => import('@kimoshdi/shared/locales/ru/operator-notices.json'),
    'action-log': () => import('@kimoshdi/shared/locales/ru/action-log.json'),
    'app-link': () => import('@kimoshdi/shared/locales/ru/app-link.json'),
    protests: () => import('@kimoshdi/shared/locales/ru/protests.json'),
    repeat: () => import('@kimoshdi/shared/locales/ru/repeat.json'),
    notices: () => import('@kimoshdi/shared/locales/ru/notices.json'),
    exports: () => import('@kimoshdi/shared/locales/ru/exports.json'),
    content: () => import('@kimoshdi/shared/locales/ru/content.json'),
    standing: () => import('@kimoshdi/shared/locales/ru/standing.json'),
    cards: () => import('@kimoshdi/shared/locales/ru/cards.json'),
    calendar: () => import('@kimoshdi/shared/locales/ru/calendar.json'),
    'edit-requests': () => import('@kimoshdi/shared/locales/ru/edit-requests.json'),
    share: () => import('@kimoshdi/shared/locales/ru/share.json'),
  },
  'uz-Cyrl': {
    common: () => import('@kimoshdi/shared/locales/uz-Cyrl/common.json'),
    errors: () => import('@kimoshdi/shared/locales/uz-Cyrl/errors.json'),
    info: () => import('@kimoshdi/shared/locales/uz-Cyrl/info.json'),
    cabinet: () => import('@kimoshdi/shared/locales/uz-Cyrl/cabinet.json'),
    catalogue: () => import('@kimoshdi/shared/locales/uz-Cyrl/catalogue.json'),
    auction: () => import('@kimoshdi/shared/locales/uz-Cyrl/auction.json'),
    bans: () => import('@kimoshdi/shared/locales/uz-Cyrl/bans.json'),
    protocols: () => import('@kimoshdi/shared/locales/uz-Cyrl/protocols.json'),
    winlots: () => import('@kimoshdi/shared/locales/uz-Cyrl/winlots.json'),
    'bid-log': () => import('@kimoshdi/shared/locales/uz-Cyrl/bid-log.json'),
    consent: () => import('@kimoshdi/shared/locales/uz-Cyrl/consent.json'),
    contracts: () => import('@kimoshdi/shared/locales/uz-Cyrl/contracts.json'),
    purchases: () => import('@kimoshdi/shared/locales/uz-Cyrl/purchases.json'),
    files: () => import('@kimoshdi/shared/locales/uz-Cyrl/files.json'),
    orders: () => import('@kimoshdi/shared/locales/uz-Cyrl/orders.json'),
    moderation: () => import('@kimoshdi/shared/locales/uz-Cyrl/moderation.json'),
    withdrawal: () => import('@kimoshdi/shared/locales/uz-Cyrl/withdrawal.json'),
    'lot-reviews': () => import('@kimoshdi/shared/locales/uz-Cyrl/lot-reviews.json'),
    'operator-notices': () => import('@kimoshdi/shared/locales/uz-Cyrl/operator-notices.json'),
    'action-log': () => import('@kimoshdi/shared/locales/uz-Cyrl/action-log.json'),
    'app-link': () => import('@kimoshdi/shared/locales/uz-Cyrl/app-link.json'),
    protests: () => import('@kimoshdi/shared/locales/uz-Cyrl/protests.json'),
    repeat: () => import('@kimoshdi/shared/locales/uz-Cyrl/repeat.json'),
    notices: () => import('@kimoshdi/shared/locales/uz-Cyrl/notices.json'),
    exports: () => import('@kimoshdi/shared/locales/uz-Cyrl/exports.json'),
    content: () => import('@kimoshdi/shared/locales/uz-Cyrl/content.json'),
    standing: () => import('@kimoshdi/shared/locales/uz-Cyrl/standing.json'),
    cards: () => import('@kimoshdi/shared/locales/uz-Cyrl/cards.json'),
    calendar: () => import('@kimoshdi/shared/locales/uz-Cyrl/calendar.json'),
    'edit-requests': () => import('@kimoshdi/shared/locales/uz-Cyrl/edit-requests.json'),
    share: () => import('@kimoshdi/shared/locales/uz-Cyrl/share.json'),
  },
  en: {
    common: () => import('@kimoshdi/shared/locales/en/common.json'),
    errors: () => import('@kimoshdi/shared/locales/en/errors.json'),
    info: () => import('@kimoshdi/shared/locales/en/info.json'),
    cabinet: () => import('@kimoshdi/shared/locales/en/cabinet.json'),
    catalogue: () => import('@kimoshdi/shared/locales/en/catalogue.json'),
    auction: () => import('@kimoshdi/shared/locales/en/auction.json'),
    bans: () => import('@kimoshdi/shared/locales/en/bans.json'),
    protocols: () => import('@kimoshdi/shared/locales/en/protocols.json'),
    winlots: () => import('@kimoshdi/shared/locales/en/winlots.json'),
    'bid-log': () => import('@kimoshdi/shared/locales/en/bid-log.json'),
    consent: () => import('@kimoshdi/shared/locales/en/consent.json'),
    contracts: () => import('@kimoshdi/shared/locales/en/contracts.json'),
    purchases: () => import('@kimoshdi/shared/locales/en/purchases.json'),
    files: () => import('@kimoshdi/shared/locales/en/files.json'),
    orders: () => import('@kimoshdi/shared/locales/en/orders.json'),
    moderation: () => import('@kimoshdi/shared/locales/en/moderation.json'),
    withdrawal: () => import('@kimoshdi/shared/locales/en/withdrawal.json'),
    'lot-reviews': () => import('@kimoshdi/shared/locales/en/lot-reviews.json'),
    'operator-notices': () => import('@kimoshdi/shared/locales/en/operator-notices.json'),
    'action-log': () => import('@kimoshdi/shared/locales/en/action-log.json'),
    'app-link': () => import('@kimoshdi/shared/locales/en/app-link.json'),
    protests: () => import('@kimoshdi/shared/locales/en/protests.json'),
    repeat: () => import('@kimoshdi/shared/locales/en/repeat.json'),
    notices: () => import('@kimoshdi/shared/locales/en/notices.json'),
    exports: () => import('@kimoshdi/shared/locales/en/exports.json'),
    content: () => import('@kimoshdi/shared/locales/en/content.json'),
    standing: () => import('@kimoshdi/shared/locales/en/standing.json'),
    cards: () => import('@kimoshdi/shared/locales/en/cards.json'),
    calendar: () => import('@kimoshdi/shared/locales/en/calendar.json'),
    'edit-requests': () => import('@kimoshdi/shared/locales/en/edit-requests.json'),
    share: () => import('@kimoshdi/shared/locales/en/share.json'),
  },
} satisfies Record<Language, Record<Namespace, () => Promise<{ default: object }>>>;

/**
 * The language the address names (`?lang=`) wins on arrival and becomes the stored choice, the
 * parameter then leaving the address (lib/address-language.ts); else the stored choice; then the
 * server's language cookie (if readable); then Uzbek.
 */
export function initialLanguage(): Language {
  const { pathname, search, hash } = window.location;
  const asked = addressLanguage(pathname, search);
  if (asked) {
    writeStored(STORAGE_KEYS.language, asked);
    // Before the router reads the address: it starts from the one without `lang`.
    window.history.replaceState(window.history.state, '', `${pathname}${withoutLanguage(search)}${hash}`);
    return asked;
  }
  const stored = readStored(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const cookie = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface and remembers the choice for the next visit. i18next fetches every
 * namespace already in use in the new language before it reports the change, so the page switches
 * at once, without a moment of raw keys.
 */
export async function applyLanguage(language: Language): Promise<void> {
  writeStored(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

/** Fetches namespaces (of the current language) a page is about to use. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Resolves when the shell's texts in the visitor's language are there; main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      isLanguage(language) && (NAMESPACES as readonly string[]).includes(namespace)
        ? LOCALE_CHUNKS[language][namespace as Namespace]()
        : Promise.reject(new Error(`no texts for ${language}/${namespace}`)),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // No fallback: i18next would fetch the fallback language's texts beside the visitor's own, so a
    // Russian visitor's first load carried the Uzbek texts too. Every language has every text
    // (lib/i18n-complete.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // i18next would also try the bare "uz" for "uz-Cyrl", a language of its own here.
    load: 'currentOnly',
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Sets the language and starts fetching at once, so a page's loadNamespaces (started while the
    // router is made) already knows which language to fetch; the returned promise still waits.
    initAsync: false,
    // Pages wait for their namespaces before they render (app/router.tsx), so no component suspends.
    react: { useSuspense: false },
  });

setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

export { SHELL_NAMESPACES };
export default i18n;
