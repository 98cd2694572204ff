import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@kimoshdi/shared';
import uzErrors from '@kimoshdi/shared/locales/uz/errors.json';
import ruErrors from '@kimoshdi/shared/locales/ru/errors.json';
import uzCyrlErrors from '@kimoshdi/shared/locales/uz-Cyrl/errors.json';
import enErrors from '@kimoshdi/shared/locales/en/errors.json';

// The server speaks the same resources as the client: error messages now, SMS and e-mail texts later.
const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    uz: { errors: uzErrors },
    ru: { errors: ruErrors },
    'uz-Cyrl': { errors: uzCyrlErrors },
    en: { errors: enErrors },
  },
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  ns: ['errors'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed = new Map<Language, TFunction>(LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng)]));

export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  const t = fixed.get(lang) ?? i18n.t;
  return t(key, params ?? {});
}
