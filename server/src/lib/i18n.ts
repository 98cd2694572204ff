import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@kimoshdi/shared';
import { compileTemplate, fillTemplate, type TextTemplate } from './text-template';
import uzErrors from '@kimoshdi/shared/locales/uz/errors.json';
import ruErrors from '@kimoshdi/shared/locales/ru/errors.json';
import uzCyrlErrors from '@kimoshdi/shared/locales/uz-Cyrl/errors.json';
import enErrors from '@kimoshdi/shared/locales/en/errors.json';
import uzId from '@kimoshdi/shared/locales/uz/id.json';
import ruId from '@kimoshdi/shared/locales/ru/id.json';
import uzCyrlId from '@kimoshdi/shared/locales/uz-Cyrl/id.json';
import enId from '@kimoshdi/shared/locales/en/id.json';
import uzPay from '@kimoshdi/shared/locales/uz/pay.json';
import ruPay from '@kimoshdi/shared/locales/ru/pay.json';
import uzCyrlPay from '@kimoshdi/shared/locales/uz-Cyrl/pay.json';
import enPay from '@kimoshdi/shared/locales/en/pay.json';
import uzMessages from '@kimoshdi/shared/locales/uz/messages.json';
import ruMessages from '@kimoshdi/shared/locales/ru/messages.json';
import uzCyrlMessages from '@kimoshdi/shared/locales/uz-Cyrl/messages.json';
import enMessages from '@kimoshdi/shared/locales/en/messages.json';
import uzAuction from '@kimoshdi/shared/locales/uz/auction.json';
import uzProtocols from '@kimoshdi/shared/locales/uz/protocols.json';
import ruAuction from '@kimoshdi/shared/locales/ru/auction.json';
import ruProtocols from '@kimoshdi/shared/locales/ru/protocols.json';
import uzCyrlAuction from '@kimoshdi/shared/locales/uz-Cyrl/auction.json';
import uzCyrlProtocols from '@kimoshdi/shared/locales/uz-Cyrl/protocols.json';
import enAuction from '@kimoshdi/shared/locales/en/auction.json';
import enProtocols from '@kimoshdi/shared/locales/en/protocols.json';
import uzWinlots from '@kimoshdi/shared/locales/uz/winlots.json';
import uzPurchases from '@kimoshdi/shared/locales/uz/purchases.json';
import ruWinlots from '@kimoshdi/shared/locales/ru/winlots.json';
import ruPurchases from '@kimoshdi/shared/locales/ru/purchases.json';
import uzCyrlWinlots from '@kimoshdi/shared/locales/uz-Cyrl/winlots.json';
import uzCyrlPurchases from '@kimoshdi/shared/locales/uz-Cyrl/purchases.json';
import uzFiles from '@kimoshdi/shared/locales/uz/files.json';
import uzOrders from '@kimoshdi/shared/locales/uz/orders.json';
import uzRepeat from '@kimoshdi/shared/locales/uz/repeat.json';
import ruFiles from '@kimoshdi/shared/locales/ru/files.json';
import ruOrders from '@kimoshdi/shared/locales/ru/orders.json';
import ruRepeat from '@kimoshdi/shared/locales/ru/repeat.json';
import uzCyrlFiles from '@kimoshdi/shared/locales/uz-Cyrl/files.json';
import uzCyrlOrders from '@kimoshdi/shared/locales/uz-Cyrl/orders.json';
import uzCyrlRepeat from '@kimoshdi/shared/locales/uz-Cyrl/repeat.json';
import enWinlots from '@kimoshdi/shared/locales/en/winlots.json';
import enPurchases from '@kimoshdi/shared/locales/en/purchases.json';
import enFiles from '@kimoshdi/shared/locales/en/files.json';
import enOrders from '@kimoshdi/shared/locales/en/orders.json';
import uzWithdrawal from '@kimoshdi/shared/locales/uz/withdrawal.json';
import ruWithdrawal from '@kimoshdi/shared/locales/ru/withdrawal.json';
import uzCyrlWithdrawal from '@kimoshdi/shared/locales/uz-Cyrl/withdrawal.json';
import enWithdrawal from '@kimoshdi/shared/locales/en/withdrawal.json';
import uzLotReviews from '@kimoshdi/shared/locales/uz/lot-reviews.json';
import ruLotReviews from '@kimoshdi/shared/locales/ru/lot-reviews.json';
import uzCyrlLotReviews from '@kimoshdi/shared/locales/uz-Cyrl/lot-reviews.json';
import enLotReviews from '@kimoshdi/shared/locales/en/lot-reviews.json';
import uzOperatorNotices from '@kimoshdi/shared/locales/uz/operator-notices.json';
import ruOperatorNotices from '@kimoshdi/shared/locales/ru/operator-notices.json';
import uzCyrlOperatorNotices from '@kimoshdi/shared/locales/uz-Cyrl/operator-notices.json';
import enOperatorNotices from '@kimoshdi/shared/locales/en/operator-notices.json';
import uzActionLog from '@kimoshdi/shared/locales/uz/action-log.json';
import ruActionLog from '@kimoshdi/shared/locales/ru/action-log.json';
import uzCyrlActionLog from '@kimoshdi/shared/locales/uz-Cyrl/action-log.json';
import enActionLog from '@kimoshdi/shared/locales/en/action-log.json';
import uzAppLink from '@kimoshdi/shared/locales/uz/app-link.json';
import ruAppLink from '@kimoshdi/shared/locales/ru/app-link.json';
import uzCyrlAppLink from '@kimoshdi/shared/locales/uz-Cyrl/app-link.json';
import enAppLink from '@kimoshdi/shared/locales/en/app-link.json';
import uzProtests from '@kimoshdi/shared/locales/uz/protests.json';
import ruProtests from '@kimoshdi/shared/locales/ru/protests.json';
import uzCyrlProtests from '@kimoshdi/shared/locales/uz-Cyrl/protests.json';
import enProtests from '@kimoshdi/shared/locales/en/protests.json';
import uzNotices from '@kimoshdi/shared/locales/uz/notices.json';
import ruNotices from '@kimoshdi/shared/locales/ru/notices.json';
import uzCyrlNotices from '@kimoshdi/shared/locales/uz-Cyrl/notices.json';
import enNotices from '@kimoshdi/shared/locales/en/notices.json';
import enRepeat from '@kimoshdi/shared/locales/en/repeat.json';
import uzExports from '@kimoshdi/shared/locales/uz/exports.json';
import uzCabinet from '@kimoshdi/shared/locales/uz/cabinet.json';
import ruExports from '@kimoshdi/shared/locales/ru/exports.json';
import ruCabinet from '@kimoshdi/shared/locales/ru/cabinet.json';
import uzCyrlExports from '@kimoshdi/shared/locales/uz-Cyrl/exports.json';
import uzCyrlCabinet from '@kimoshdi/shared/locales/uz-Cyrl/cabinet.json';
import enExports from '@kimoshdi/shared/locales/en/exports.json';
import enCabinet from '@kimoshdi/shared/locales/en/cabinet.json';
import uzContracts from '@kimoshdi/shared/locales/uz/contracts.json';
import ruContracts from '@kimoshdi/shared/locales/ru/contracts.json';
import uzCyrlContracts from '@kimoshdi/shared/locales/uz-Cyrl/contracts.json';
import enContracts from '@kimoshdi/shared/locales/en/contracts.json';
import uzEditRequests from '@kimoshdi/shared/locales/uz/edit-requests.json';
import ruEditRequests from '@kimoshdi/shared/locales/ru/edit-requests.json';
import uzCyrlEditRequests from '@kimoshdi/shared/locales/uz-Cyrl/edit-requests.json';
import enEditRequests from '@kimoshdi/shared/locales/en/edit-requests.json';
import uzSeo from '@kimoshdi/shared/locales/uz/seo.json';
import ruSeo from '@kimoshdi/shared/locales/ru/seo.json';
import uzCyrlSeo from '@kimoshdi/shared/locales/uz-Cyrl/seo.json';
import enSeo from '@kimoshdi/shared/locales/en/seo.json';

// The server speaks the same resources as the client (error messages), plus namespaces only it
// uses, such as `id` (the identity provider's pages, SMS and e-mails; keys as `id:title.login`),
// `messages` (cabinet messages, rendered when read) and `protocols` (the protocol PDF and its
// messages); `purchases` for the one-click purchase's codes and messages; `protests` for the
// messages about participants' protests; `repeat` for a repeated auction's message; `notices` for
// the notices sent by SMS and e-mail and their unsubscribe page; `exports` (and `cabinet`'s status
// names) for the column names and values of exported files; `edit-requests` for the messages
// about an edit request's decision; `contracts` for the service contract's PDF; `seo` for the
// titles, descriptions and link previews the server puts in each page's head (http/page-head).
const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    uz: {
      errors: uzErrors,
      pay: uzPay,
      id: uzId,
      messages: uzMessages,
      auction: uzAuction,
      protocols: uzProtocols,
      winlots: uzWinlots,
      purchases: uzPurchases,
      files: uzFiles,
      orders: uzOrders,
      withdrawal: uzWithdrawal,
      'lot-reviews': uzLotReviews,
      'operator-notices': uzOperatorNotices,
      'action-log': uzActionLog,
      'app-link': uzAppLink,
      protests: uzProtests,
      repeat: uzRepeat,
      notices: uzNotices,
      exports: uzExports,
      cabinet: uzCabinet,
      contracts: uzContracts,
      'edit-requests': uzEditRequests,
      seo: uzSeo,
    },
    ru: {
      errors: ruErrors,
      pay: ruPay,
      id: ruId,
      messages: ruMessages,
      auction: ruAuction,
      protocols: ruProtocols,
      winlots: ruWinlots,
      purchases: ruPurchases,
      files: ruFiles,
      orders: ruOrders,
      withdrawal: ruWithdrawal,
      'lot-reviews': ruLotReviews,
      'operator-notices': ruOperatorNotices,
      'action-log': ruActionLog,
      'app-link': ruAppLink,
      protests: ruProtests,
      repeat: ruRepeat,
      notices: ruNotices,
      exports: ruExports,
      cabinet: ruCabinet,
      contracts: ruContracts,
      'edit-requests': ruEditRequests,
      seo: ruSeo,
    },
    'uz-Cyrl': {
      errors: uzCyrlErrors,
      pay: uzCyrlPay,
      id: uzCyrlId,
      messages: uzCyrlMessages,
      auction: uzCyrlAuction,
      protocols: uzCyrlProtocols,
      winlots: uzCyrlWinlots,
      purchases: uzCyrlPurchases,
      files: uzCyrlFiles,
      orders: uzCyrlOrders,
      withdrawal: uzCyrlWithdrawal,
      'lot-reviews': uzCyrlLotReviews,
      'operator-notices': uzCyrlOperatorNotices,
      'action-log': uzCyrlActionLog,
      'app-link': uzCyrlAppLink,
      protests: uzCyrlProtests,
      repeat: uzCyrlRepeat,
      notices: uzCyrlNotices,
      exports: uzCyrlExports,
      cabinet: uzCyrlCabinet,
      contracts: uzCyrlContracts,
      'edit-requests': uzCyrlEditRequests,
      seo: uzCyrlSeo,
    },
    en: {
      errors: enErrors,
      pay: enPay,
      id: enId,
      messages: enMessages,
      auction: enAuction,
      protocols: enProtocols,
      winlots: enWinlots,
      purchases: enPurchases,
      files: enFiles,
      orders: enOrders,
      withdrawal: enWithdrawal,
      'lot-reviews': enLotReviews,
      'operator-notices': enOperatorNotices,
      'action-log': enActionLog,
      'app-link': enAppLink,
      protests: enProtests,
      repeat: enRepeat,
      notices: enNotices,
      exports: enExports,
      cabinet: enCabinet,
      contracts: enContracts,
      'edit-requests': enEditRequests,
      seo: enSeo,
    },
  },
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  ns: [
    'errors',
    'pay',
    'id',
    'messages',
    'auction',
    'protocols',
    'winlots',
    'purchases',
    'files',
    'orders',
    'moderation',
    'withdrawal',
    'lot-reviews',
    'protests',
    'repeat',
    'notices',
    'exports',
    'cabinet',
    'edit-requests',
    'seo',
  ],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed = new Map<Language, TFunction>(LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng)]));

/**
 * Options `t()` reads from its parameters: a call that passes one (a `count`, say) is worded by
 * i18next itself, which may pick another text for it.
 */
const I18NEXT_OPTIONS = new Set([
  'count',
  'ordinal',
  'context',
  'lng',
  'lngs',
  'ns',
  'replace',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'keyPrefix',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
]);

/** language -> key -> its text compiled, or `null` when i18next must word it (see text-template). */
const templates = new Map<Language, Map<string, TextTemplate | null>>(
  LANGUAGES.map((lng) => [lng, new Map()]),
);

/** The key's text in `lang` (or its fallback) compiled once; `undefined` for a key with no text. */
function templateOf(lang: Language, key: string): TextTemplate | null | undefined {
  const known = templates.get(lang);
  let template = known?.get(key);
  if (template !== undefined || !known) return template;
  // Keys with no text are not kept: a caller's key may come from stored data.
  if (!i18n.exists(key, { lng: lang })) return undefined;
  const text: unknown = i18n.t(key, { lng: lang, skipInterpolation: true, returnObjects: true });
  template = typeof text === 'string' ? compileTemplate(text) : null;
  known.set(key, template);
  return template;
}

function passesOptions(params: Readonly<Record<string, unknown>>): boolean {
  for (const name in params) if (I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue')) return true;
  return false;
}

export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  const template = templateOf(lang, key);
  if (template && !(params && passesOptions(params))) return fillTemplate(template, params);
  return wordedByI18next(lang, key, params);
}

/** The key worded by i18next itself: what `translate` must equal (its tests compare the two). */
export function wordedByI18next(lang: Language, key: string, params?: Record<string, unknown>): string {
  const t = fixed.get(lang) ?? i18n.t;
  // A copy: callers may share one parameters object (the engine's refusals), i18next may add to it.
  return t(key, { ...params });
}

/** Whether a text exists in the language or in the fallback (a stored key may outlive its text). */
export function hasText(lang: Language, key: string): boolean {
  return i18n.exists(key, { lng: lang });
}
