/**
 * The spec's status dictionaries (money-back-status, get-payment-statuses, user-order-statuses):
 * the shared contracts' enums, numbered in their order from 1, named with the texts the cabinet's
 * pages show (one wording for a status wherever it appears).
 */
import {
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  USER_ORDER_STATUSES,
  type CodedItem,
  type Language,
  type LocalNames,
} from '@kimoshdi/shared';
import uzCabinet from '@kimoshdi/shared/locales/uz/cabinet.json';
import ruCabinet from '@kimoshdi/shared/locales/ru/cabinet.json';
import uzCyrlCabinet from '@kimoshdi/shared/locales/uz-Cyrl/cabinet.json';
import enCabinet from '@kimoshdi/shared/locales/en/cabinet.json';
import uzPurchases from '@kimoshdi/shared/locales/uz/purchases.json';
import ruPurchases from '@kimoshdi/shared/locales/ru/purchases.json';
import uzCyrlPurchases from '@kimoshdi/shared/locales/uz-Cyrl/purchases.json';
import enPurchases from '@kimoshdi/shared/locales/en/purchases.json';

const CABINET = { uz: uzCabinet, ru: ruCabinet, 'uz-Cyrl': uzCyrlCabinet, en: enCabinet } as const;
const PURCHASES = { uz: uzPurchases, ru: ruPurchases, 'uz-Cyrl': uzCyrlPurchases, en: enPurchases } as const;

type Texts = Record<string, string>;

function coded<Code extends string>(codes: readonly Code[], textsOf: (lang: Language) => Texts): CodedItem[] {
  const languages: Language[] = ['uz', 'ru', 'uz-Cyrl', 'en'];
  return codes.map((code, index) => {
    const name = {} as LocalNames;
    // A language missing a text falls back to Uzbek Latin, as the interface does.
    for (const lang of languages) name[lang] = textsOf(lang)[code] ?? textsOf('uz')[code] ?? code;
    return { id: index + 1, code, name };
  });
}

export const STATUS_LISTS = {
  'money-back-status': coded(REFUND_STATUSES, (lang) => CABINET[lang].refunding.statuses as Texts),
  'get-payment-statuses': coded(PAYMENT_STATUSES, (lang) => CABINET[lang].payments.statuses as Texts),
  'user-order-statuses': coded(USER_ORDER_STATUSES, (lang) => PURCHASES[lang].page.statuses as Texts),
} as const;
export type StatusListName = keyof typeof STATUS_LISTS;
