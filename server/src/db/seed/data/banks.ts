/**
 * Banks of Uzbekistan for an order's requisites, each with the MFO code of its head office (the
 * code of the bank in the Central Bank's interbank settlement system). A branch has its own MFO;
 * the order names the bank, and the platform pays through its head office. The operator keeps the
 * list here, checked against the Central Bank's registry of banks.
 */
import type { LocalizedName } from './regions';

export interface BankSeed {
  mfo: string;
  name: LocalizedName;
}

export const BANKS: readonly BankSeed[] = [
  {
    mfo: '00450',
    name: {
      uz: "O'zbekiston Milliy banki",
      ru: 'Национальный банк Узбекистана',
      en: 'National Bank of Uzbekistan',
    },
  },
  {
    mfo: '00440',
    name: { uz: "O'zsanoatqurilishbank (SQB)", ru: 'Узпромстройбанк (SQB)', en: 'Uzpromstroybank (SQB)' },
  },
  { mfo: '00873', name: { uz: 'Asaka bank', ru: 'Асака банк', en: 'Asaka Bank' } },
  { mfo: '00394', name: { uz: 'Agrobank', ru: 'Агробанк', en: 'Agrobank' } },
  { mfo: '00419', name: { uz: 'Ipoteka-bank', ru: 'Ипотека-банк', en: 'Ipoteka Bank' } },
  { mfo: '00974', name: { uz: 'Kapitalbank', ru: 'Капиталбанк', en: 'Kapitalbank' } },
  { mfo: '00083', name: { uz: 'Hamkorbank', ru: 'Хамкорбанк', en: 'Hamkorbank' } },
  { mfo: '00401', name: { uz: 'Aloqabank', ru: 'Алокабанк', en: 'Aloqabank' } },
  { mfo: '00446', name: { uz: 'Turonbank', ru: 'Туронбанк', en: 'Turonbank' } },
  { mfo: '00491', name: { uz: 'Trastbank', ru: 'Трастбанк', en: 'Trustbank' } },
  { mfo: '00981', name: { uz: 'Davr bank', ru: 'Давр банк', en: 'Davr Bank' } },
  { mfo: '01041', name: { uz: 'InFinBank', ru: 'ИнФинБанк', en: 'InFinBank' } },
  { mfo: '01071', name: { uz: 'Orient Finans bank', ru: 'Ориент Финанс банк', en: 'Orient Finans Bank' } },
  { mfo: '01183', name: { uz: 'Anorbank', ru: 'Анорбанк', en: 'Anorbank' } },
];
