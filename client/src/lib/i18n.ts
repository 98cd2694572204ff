import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  NAMESPACES,
  type Language,
} from '@kimoshdi/shared';
import uzCommon from '@kimoshdi/shared/locales/uz/common.json';
import uzErrors from '@kimoshdi/shared/locales/uz/errors.json';
import uzInfo from '@kimoshdi/shared/locales/uz/info.json';
import uzCabinet from '@kimoshdi/shared/locales/uz/cabinet.json';
import uzCatalogue from '@kimoshdi/shared/locales/uz/catalogue.json';
import uzAuction from '@kimoshdi/shared/locales/uz/auction.json';
import uzBans from '@kimoshdi/shared/locales/uz/bans.json';
import uzProtocols from '@kimoshdi/shared/locales/uz/protocols.json';
import uzWinlots from '@kimoshdi/shared/locales/uz/winlots.json';
import uzBidLog from '@kimoshdi/shared/locales/uz/bid-log.json';
import uzConsent from '@kimoshdi/shared/locales/uz/consent.json';
import uzPurchases from '@kimoshdi/shared/locales/uz/purchases.json';
import uzFiles from '@kimoshdi/shared/locales/uz/files.json';
import uzOrders from '@kimoshdi/shared/locales/uz/orders.json';
import uzModeration from '@kimoshdi/shared/locales/uz/moderation.json';
import uzWithdrawal from '@kimoshdi/shared/locales/uz/withdrawal.json';
import uzProtests from '@kimoshdi/shared/locales/uz/protests.json';
import uzRepeat from '@kimoshdi/shared/locales/uz/repeat.json';
import ruCommon from '@kimoshdi/shared/locales/ru/common.json';
import ruErrors from '@kimoshdi/shared/locales/ru/errors.json';
import ruInfo from '@kimoshdi/shared/locales/ru/info.json';
import ruCabinet from '@kimoshdi/shared/locales/ru/cabinet.json';
import ruCatalogue from '@kimoshdi/shared/locales/ru/catalogue.json';
import ruAuction from '@kimoshdi/shared/locales/ru/auction.json';
import ruBans from '@kimoshdi/shared/locales/ru/bans.json';
import ruProtocols from '@kimoshdi/shared/locales/ru/protocols.json';
import ruWinlots from '@kimoshdi/shared/locales/ru/winlots.json';
import ruBidLog from '@kimoshdi/shared/locales/ru/bid-log.json';
import ruConsent from '@kimoshdi/shared/locales/ru/consent.json';
import ruPurchases from '@kimoshdi/shared/locales/ru/purchases.json';
import ruFiles from '@kimoshdi/shared/locales/ru/files.json';
import ruOrders from '@kimoshdi/shared/locales/ru/orders.json';
import ruModeration from '@kimoshdi/shared/locales/ru/moderation.json';
import ruWithdrawal from '@kimoshdi/shared/locales/ru/withdrawal.json';
import ruProtests from '@kimoshdi/shared/locales/ru/protests.json';
import ruRepeat from '@kimoshdi/shared/locales/ru/repeat.json';
import uzCyrlCommon from '@kimoshdi/shared/locales/uz-Cyrl/common.json';
import uzCyrlErrors from '@kimoshdi/shared/locales/uz-Cyrl/errors.json';
import uzCyrlInfo from '@kimoshdi/shared/locales/uz-Cyrl/info.json';
import uzCyrlCabinet from '@kimoshdi/shared/locales/uz-Cyrl/cabinet.json';
import uzCyrlCatalogue from '@kimoshdi/shared/locales/uz-Cyrl/catalogue.json';
import uzCyrlAuction from '@kimoshdi/shared/locales/uz-Cyrl/auction.json';
import uzCyrlBans from '@kimoshdi/shared/locales/uz-Cyrl/bans.json';
import uzCyrlProtocols from '@kimoshdi/shared/locales/uz-Cyrl/protocols.json';
import uzCyrlWinlots from '@kimoshdi/shared/locales/uz-Cyrl/winlots.json';
import uzCyrlBidLog from '@kimoshdi/shared/locales/uz-Cyrl/bid-log.json';
import uzCyrlConsent from '@kimoshdi/shared/locales/uz-Cyrl/consent.json';
import uzCyrlPurchases from '@kimoshdi/shared/locales/uz-Cyrl/purchases.json';
import uzCyrlFiles from '@kimoshdi/shared/locales/uz-Cyrl/files.json';
import uzCyrlOrders from '@kimoshdi/shared/locales/uz-Cyrl/orders.json';
import uzCyrlModeration from '@kimoshdi/shared/locales/uz-Cyrl/moderation.json';
import uzCyrlWithdrawal from '@kimoshdi/shared/locales/uz-Cyrl/withdrawal.json';
import uzCyrlProtests from '@kimoshdi/shared/locales/uz-Cyrl/protests.json';
import uzCyrlRepeat from '@kimoshdi/shared/locales/uz-Cyrl/repeat.json';
import enCommon from '@kimoshdi/shared/locales/en/common.json';
import enErrors from '@kimoshdi/shared/locales/en/errors.json';
import enInfo from '@kimoshdi/shared/locales/en/info.json';
import enCabinet from '@kimoshdi/shared/locales/en/cabinet.json';
import enCatalogue from '@kimoshdi/shared/locales/en/catalogue.json';
import enAuction from '@kimoshdi/shared/locales/en/auction.json';
import enBans from '@kimoshdi/shared/locales/en/bans.json';
import enProtocols from '@kimoshdi/shared/locales/en/protocols.json';
import enWinlots from '@kimoshdi/shared/locales/en/winlots.json';
import enBidLog from '@kimoshdi/shared/locales/en/bid-log.json';
import enConsent from '@kimoshdi/shared/locales/en/consent.json';
import enPurchases from '@kimoshdi/shared/locales/en/purchases.json';
import enFiles from '@kimoshdi/shared/locales/en/files.json';
import enOrders from '@kimoshdi/shared/locales/en/orders.json';
import enModeration from '@kimoshdi/shared/locales/en/moderation.json';
import enWithdrawal from '@kimoshdi/shared/locales/en/withdrawal.json';
import enProtests from '@kimoshdi/shared/locales/en/protests.json';
import enRepeat from '@kimoshdi/shared/locales/en/repeat.json';
import { readCookie } from './cookies';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * All four shipped languages are bundled: together they are a few dozen kilobytes, and switching
 * language must be instant (the picker changes the whole page at once, no loading state).
 */
export const resources = {
  uz: {
    common: uzCommon,
    errors: uzErrors,
    info: uzInfo,
    cabinet: uzCabinet,
    catalogue: uzCatalogue,
    auction: uzAuction,
    bans: uzBans,
    protocols: uzProtocols,
    winlots: uzWinlots,
    'bid-log': uzBidLog,
    consent: uzConsent,
    purchases: uzPurchases,
    files: uzFiles,
    orders: uzOrders,
    moderation: uzModeration,
    withdrawal: uzWithdrawal,
    protests: uzProtests,
    repeat: uzRepeat,
  },
  ru: {
    common: ruCommon,
    errors: ruErrors,
    info: ruInfo,
    cabinet: ruCabinet,
    catalogue: ruCatalogue,
    auction: ruAuction,
    bans: ruBans,
    protocols: ruProtocols,
    winlots: ruWinlots,
    'bid-log': ruBidLog,
    consent: ruConsent,
    purchases: ruPurchases,
    files: ruFiles,
    orders: ruOrders,
    moderation: ruModeration,
    withdrawal: ruWithdrawal,
    protests: ruProtests,
    repeat: ruRepeat,
  },
  'uz-Cyrl': {
    common: uzCyrlCommon,
    errors: uzCyrlErrors,
    info: uzCyrlInfo,
    cabinet: uzCyrlCabinet,
    catalogue: uzCyrlCatalogue,
    auction: uzCyrlAuction,
    bans: uzCyrlBans,
    protocols: uzCyrlProtocols,
    winlots: uzCyrlWinlots,
    'bid-log': uzCyrlBidLog,
    consent: uzCyrlConsent,
    purchases: uzCyrlPurchases,
    files: uzCyrlFiles,
    orders: uzCyrlOrders,
    moderation: uzCyrlModeration,
    withdrawal: uzCyrlWithdrawal,
    protests: uzCyrlProtests,
    repeat: uzCyrlRepeat,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    info: enInfo,
    cabinet: enCabinet,
    catalogue: enCatalogue,
    auction: enAuction,
    bans: enBans,
    protocols: enProtocols,
    winlots: enWinlots,
    'bid-log': enBidLog,
    consent: enConsent,
    purchases: enPurchases,
    files: enFiles,
    orders: enOrders,
    moderation: enModeration,
    withdrawal: enWithdrawal,
    protests: enProtests,
    repeat: enRepeat,
  },
} satisfies Record<Language, Record<(typeof NAMESPACES)[number], object>>;

/** The stored choice wins; then the server's language cookie (if readable); then Uzbek. */
export function initialLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const cookie = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface and remembers the choice for the next visit. */
export async function applyLanguage(language: Language): Promise<void> {
  writeStored(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // Resources are bundled, so init can finish synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

export default i18n;
