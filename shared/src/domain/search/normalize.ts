/**
 * One normal form for the text we store for search and for what people type, so that a plain
 * LIKE on the stored form finds a lot whatever the script, case or apostrophe:
 * - lower case;
 * - every apostrophe form (ʻ ʼ ' ‘ ’ `) is the ASCII ';
 * - Uzbek and Russian Cyrillic become Uzbek Latin (Тошкент -> toshkent, ғалла -> g'alla,
 *   Хива -> xiva: х is x as in Uzbek, so Russian and Uzbek spellings meet);
 * - runs of spaces (and other white space) are one space, none at the ends.
 */
import { APOSTROPHES } from '../i18n/transliterate';

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  // The hard sign is the tutuq belgisi of Uzbek Cyrillic (маълумот -> ma'lumot).
  ъ: "'",
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
};

const APOSTROPHE_PATTERN = new RegExp(`[${APOSTROPHES.join('')}]`, 'g');
const CYRILLIC_PATTERN = /[а-яёўқғҳ]/g;

/** Cyrillic letters (Uzbek and Russian) of lower-case text to Uzbek Latin; the rest unchanged. */
export function cyrillicToLatin(lowerCaseText: string): string {
  return lowerCaseText.replace(CYRILLIC_PATTERN, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

/** The search normal form of `text` (see the top of this file). */
export function normalizeForSearch(text: string): string {
  return cyrillicToLatin(text.toLowerCase().normalize('NFC'))
    .replace(APOSTROPHE_PATTERN, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of a query in normal form. A lot matches when its search text holds each of them, in
 * any order: "kvartira Chilonzor" finds a flat whose district comes after its name.
 */
export function searchWords(term: string): string[] {
  return [...new Set(term.split(' ').filter((word) => word !== ''))];
}

/**
 * A query that is only a lot number (digits, possibly with dashes or slashes) is matched against
 * lot numbers exactly or by prefix, not inside names.
 */
export function looksLikeLotNumber(query: string): boolean {
  return /^\d[\d/-]*$/.test(query);
}

/**
 * Name queries shorter than this (in normal form) hold no trigram for the index to use inside a
 * word, so they match words that begin with them instead ("uy" finds "uy", "uylar", not "xuy").
 */
export const SHORT_QUERY_LENGTH = 3;

/** Escapes LIKE's wildcards so a query's % and _ are matched as written. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
