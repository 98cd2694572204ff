/**
 * Uzbek Latin -> Uzbek Cyrillic, following the letter correspondence of the 1995 Latin alphabet
 * (law of 6 May 1995) read backwards, plus the spelling rules a reader of Cyrillic expects.
 *
 * Pure and dependency-free: used by the uz-Cyrl locale generator (scripts/generate-uz-cyrl.ts),
 * by the dictionary seed (name_uz_cyrl) and, later, by search.
 *
 * Rules, in the order they are tried at each letter:
 * - Apostrophes: ʻ ʼ ' ‘ ’ ` are one mark. o+mark -> ў and g+mark -> ғ; after any other letter,
 *   and followed by a letter, the mark is the tutuq belgisi -> ъ (maʼlumot -> маълумот). In s'h
 *   the mark only separates s from h (Is'hoq -> Исҳоқ). A mark that is not inside a word (a quote
 *   around a word) is copied as it is. o+mark at the very end of a word is taken as a closing
 *   quote (no Uzbek word ends in ў), while g+mark at the end is ғ (tog' -> тоғ).
 * - sh -> ш, ch -> ч; ng stays н+г (there is no single Cyrillic letter for it).
 * - yo -> ё, yu -> ю, ya -> я, but yo' is й+ў (yo'l -> йўл).
 * - ye -> е at the start of a word, after a vowel and after the tutuq (yer -> ер, poyezd -> поезд,
 *   ob'yekt -> объект). After a consonant Latin ye stands for Cyrillic ъе/ье of Russian loanwords:
 *   after b and d -> ъе (obyekt -> объект, subyekt -> субъект, podyezd -> подъезд), after any
 *   other consonant -> ье (kuryer -> курьер, relyef -> рельеф).
 * - e -> э at the start of a word and after a vowel or the tutuq (eshik -> эшик, poema -> поэма,
 *   e'lon -> эълон), else е.
 * - ts (the `ts` option, default 'loanwords'): Uzbek Latin writes Cyrillic ц as ts, but native
 *   words are full of t+s (ketsa, otsa, bitsin: -sa/-sin after a t stem), so ts -> ц only where
 *   a loanword is certain: at the start of a word (tsex, tsirk) and before e, iy, io, ia, ikl,
 *   irk, ifr, itat, ilindr (protsent, litsey, politsiya, ratsion, sotsial, mototsikl). Also the
 *   Latin spelling drops ц after k, n and p in -ksiya/-ksion, -nsiya, -psiya (aksiya -> акция,
 *   auksion -> аукцион, stansiya -> станция, korrupsiya -> коррупция). 'always' turns every ts
 *   into ц (and keeps those endings); 'never' turns none.
 * - c -> ц and w -> в (letters outside the 1995 alphabet, seen in older loanword spellings).
 * - A short list of loanwords whose Cyrillic spelling cannot be derived (soft sign, я for a): the
 *   month names, parol -> пароль, profil -> профиль, mebel -> мебель, avtomobil -> автомобиль,
 *   kompyuter -> компьютер... They match a whole word or a word that goes on with a suffix
 *   (avtomobillar -> автомобильлар: Uzbek Cyrillic keeps the ь before a consonant, drops it
 *   before a vowel: avtomobili -> автомобили), but not a longer
 *   stem (profilaktika is not profil+...).
 * - Case: the Cyrillic letter takes the case of the first Latin letter of its digraph, so SH, Sh
 *   -> Ш and sh -> ш; ъ is upper case inside an upper case word (MAʼLUMOT -> МАЪЛУМОТ).
 *
 * Left untouched: i18next `{{placeholders}}`, `$t(nesting)` and `{simple}` braces, HTML tags and
 * entities, URLs, bare domains (click.uz), e-mail addresses, and the brand and code words of
 * `LATIN_WORDS` (matched as whole words, as written or in capitals, possibly with an Uzbek suffix
 * that is transliterated: Kimoshdining -> Kimoshdiнинг).
 */

/** Every form of the Uzbek apostrophe we accept as one letter mark. */
export const APOSTROPHES = ['ʻ', 'ʼ', "'", '‘', '’', '`'] as const;

/** The canonical marks of the modern alphabet: ʻ (U+02BB) in oʻ and gʻ, ʼ (U+02BC) elsewhere. */
export const OKINA = 'ʻ';
export const TUTUQ = 'ʼ';

/**
 * Words that stay in Latin letters in Cyrillic text: brands, product names and codes. Matched as
 * whole words (not inside another word), as written here or in capitals.
 */
export const LATIN_WORDS: readonly string[] = [
  'Kimoshdi',
  'Kimoshdi ID',
  'E-auksion',
  'E-auction',
  'E-IMZO',
  'E-imzo',
  'OneID',
  'ID',
  'Payme',
  'Click',
  'Uzum',
  'Uzum Bank',
  'Paynet',
  'Upay',
  'Uzcard',
  'UzCard',
  'Humo',
  'Visa',
  'Mastercard',
  'Telegram',
  'Google',
  'Apple',
  'Android',
  'iOS',
  'iPhone',
  'iPad',
  'Chrome',
  'Safari',
  'Microsoft Edge',
  'App Store',
  'Google Play',
  'UZS',
  'USD',
  'EUR',
  'SMS',
  'QR',
  'GMT',
  'UTC',
  'PDF',
  'JPG',
  'JPEG',
  'PNG',
  'DOC',
  'DOCX',
  'XLS',
  'XLSX',
  'CSV',
  'Excel',
  'ZIP',
  'KB',
  'MB',
  'GB',
  'HTTP',
  'HTTPS',
  'JSON',
  'API',
  'URL',
  'HTML',
  'e-mail',
  'E-mail',
];

/**
 * Uzbek suffixes a kept Latin word may carry (e-mailingizga, Kimoshdining, IDni): the word stays
 * Latin and the suffix is transliterated (e-mailингизга). Anything else after the word makes it
 * a different word (Humoyun is a name, not Humo+yun).
 */
const KEPT_WORD_SUFFIX =
  '(?:lar)?(?:i|si|im|imiz|ing|ingiz|ning)?(?:ni|ning|ga|ka|qa|da|ta|dan|tan|dagi|gacha)?';

/** How Latin "ts" is read; see the file comment. */
export type TsMode = 'loanwords' | 'always' | 'never';

export interface TransliterateOptions {
  ts?: TsMode;
  /** Extra words to keep in Latin, added to LATIN_WORDS. */
  keepLatin?: readonly string[];
  /** Replaces the default loanword exceptions (Latin start of a word -> Cyrillic). */
  exceptions?: Readonly<Record<string, string>>;
}

/**
 * Loanwords whose Cyrillic spelling cannot be derived letter by letter (a soft sign, я written as
 * a, ц written as s). Keys are lower case Latin with ' for the mark; each matches a whole word,
 * or the start of a word that goes on with a suffix (see SUFFIX_START).
 */
export const DEFAULT_EXCEPTIONS: Readonly<Record<string, string>> = {
  yanvar: 'январь',
  fevral: 'февраль',
  aprel: 'апрель',
  iyun: 'июнь',
  iyul: 'июль',
  sentabr: 'сентябрь',
  sentyabr: 'сентябрь',
  oktabr: 'октябрь',
  oktyabr: 'октябрь',
  noyabr: 'ноябрь',
  dekabr: 'декабрь',
  parol: 'пароль',
  profil: 'профиль',
  mebel: 'мебель',
  avtomobil: 'автомобиль',
  kompyuter: 'компьютер',
  model: 'модель',
  kontrol: 'контроль',
  portfel: 'портфель',
  detal: 'деталь',
  panel: 'панель',
  medal: 'медаль',
  film: 'фильм',
  aksiz: 'акциз',
  // -nsiya and -psiya are ц in most loanwords, but not in these:
  pensiya: 'пенсия',
  ekspansiya: 'экспансия',
  epilepsiya: 'эпилепсия',
};

const MARKS = new Set<string>(APOSTROPHES);
const isMark = (ch: string | undefined): boolean => ch !== undefined && MARKS.has(ch);
const isLatin = (ch: string | undefined): boolean =>
  ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'));
const isUpper = (ch: string | undefined): boolean => ch !== undefined && ch !== ch.toLowerCase();

const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const CYRILLIC_VOWELS = new Set([...'аеёиоуўэюя']);

const SINGLE: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};

/**
 * How an Uzbek suffix may start (-lar, -ni, -ning, -ga, -da, -dan, -ka, -ta, -qa, -i, -si, -siz,
 * -chi, -mi...): an exception stem followed by anything else is a different word.
 */
const SUFFIX_START = /^(?:$|[lngdktqism]|ch)/;

/** What may follow a mid-word "ts" for it to be the ц of a loanword (loanwords mode). */
const TS_LOANWORD_NEXT = /^(?:e|iy|io|ia|ikl|irk|ifr|itat|ilindr)/;

const cased = (cyr: string, upper: boolean): string => (upper ? cyr.toUpperCase() : cyr);

/** Applies the case pattern of a Latin word start (lower, Title, UPPER) to its Cyrillic form. */
function withCaseOf(latin: string, cyr: string): string {
  const letters = [...latin].filter(isLatin);
  if (letters.length > 1 && letters.every(isUpper)) return cyr.toUpperCase();
  if (isUpper(letters[0])) return cyr.charAt(0).toUpperCase() + cyr.slice(1);
  return cyr;
}

interface WordState {
  /** The last emitted letter was a vowel (or the word starts here: see atStart). */
  prevVowel: boolean;
  /** The last emitted letter was the tutuq (ъ). */
  prevMark: boolean;
}

/**
 * Transliterates one word: a run of Latin letters with the marks inside it (see wordEnd).
 * `lower` is the word in lower case with every mark as "'" (same length as `word`).
 */
function transliterateWord(
  word: string,
  ts: TsMode,
  exceptions: readonly (readonly [string, string])[],
): string {
  const lower = word.toLowerCase().replace(/['`ʻʼ‘’]/g, "'");
  let out = '';
  let i = 0;
  const state: WordState = { prevVowel: false, prevMark: false };

  for (const [stem, cyr] of exceptions) {
    const rest = lower.slice(stem.length);
    if (lower.startsWith(stem) && SUFFIX_START.test(rest)) {
      // The soft sign stays before a consonant (автомобильлар) but not before a vowel (автомобили).
      const stemCyr = rest.startsWith('i') && cyr.endsWith('ь') ? cyr.slice(0, -1) : cyr;
      out = withCaseOf(word.slice(0, stem.length), stemCyr);
      i = stem.length;
      state.prevVowel = CYRILLIC_VOWELS.has(stemCyr.at(-1) ?? '');
      break;
    }
  }

  const emit = (cyr: string, upper: boolean, vowel: boolean): void => {
    out += cased(cyr, upper);
    state.prevVowel = vowel;
    state.prevMark = false;
  };

  while (i < word.length) {
    const c = lower[i] as string;
    const next = lower[i + 1];
    const upper = isUpper(word[i]);
    const atStart = i === 0;

    if (c === "'") {
      if (lower[i - 1] === 's' && next === 'h') {
        // s'h: the mark only keeps s and h apart.
        i += 1;
        continue;
      }
      const prevUpper = isUpper(word[i - 1]);
      const nextUpper = next === undefined || isUpper(word[i + 1]);
      out += cased('ъ', prevUpper && nextUpper);
      state.prevVowel = false;
      state.prevMark = true;
      i += 1;
      continue;
    }
    if ((c === 'o' || c === 'g') && next === "'") {
      emit(c === 'o' ? 'ў' : 'ғ', upper, c === 'o');
      i += 2;
      continue;
    }
    if (c === 's' && next === 'h') {
      emit('ш', upper, false);
      i += 2;
      continue;
    }
    if (c === 'c' && next === 'h') {
      emit('ч', upper, false);
      i += 2;
      continue;
    }
    if (c === 'y' && (next === 'o' || next === 'u' || next === 'a' || next === 'e')) {
      if (next === 'o' && lower[i + 2] === "'") {
        // yo'l, yo'q: й followed by ў.
        emit('й', upper, false);
        i += 1;
        continue;
      }
      if (next === 'e') {
        if (atStart || state.prevVowel || state.prevMark) {
          emit('е', upper, true);
        } else {
          const prev = lower[i - 1];
          const sign = prev === 'b' || prev === 'd' ? 'ъ' : 'ь';
          out += cased(sign, upper);
          emit('е', isUpper(word[i + 1]), true);
        }
        i += 2;
        continue;
      }
      emit(next === 'o' ? 'ё' : next === 'u' ? 'ю' : 'я', upper, true);
      i += 2;
      continue;
    }
    if (c === 't' && next === 's' && lower[i + 2] !== 'h') {
      const isTs =
        ts === 'always' || (ts === 'loanwords' && (atStart || TS_LOANWORD_NEXT.test(lower.slice(i + 2))));
      if (isTs) {
        emit('ц', upper, false);
        i += 2;
        continue;
      }
    }
    if (c === 's' && ts !== 'never' && next !== 'h') {
      const prev = lower[i - 1];
      const rest = lower.slice(i + 1);
      const loanTs =
        (prev === 'k' && (rest.startsWith('iya') || rest.startsWith('ion'))) ||
        ((prev === 'n' || prev === 'p') && rest.startsWith('iya'));
      if (loanTs) {
        emit('ц', upper, false);
        i += 1;
        continue;
      }
    }
    if (c === 'e') {
      emit(atStart || state.prevVowel || state.prevMark ? 'э' : 'е', upper, true);
      i += 1;
      continue;
    }
    const single = SINGLE[c];
    if (single !== undefined) {
      emit(single, upper, LATIN_VOWELS.has(c));
    } else {
      out += word[i];
      state.prevVowel = false;
      state.prevMark = false;
    }
    i += 1;
  }
  return out;
}

/**
 * The end of the word starting at `start` (a Latin letter): letters, and marks that sit between
 * two letters or follow a g (tog' -> тоғ).
 */
function wordEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (isLatin(ch)) {
      i += 1;
    } else if (isMark(ch) && (isLatin(text[i + 1]) || text[i - 1] === 'g' || text[i - 1] === 'G')) {
      i += 1;
    } else {
      break;
    }
  }
  return i;
}

/** Transliterates text that holds nothing to protect. */
function transliteratePlain(
  text: string,
  ts: TsMode,
  exceptions: readonly (readonly [string, string])[],
): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (isLatin(text[i])) {
      const end = wordEnd(text, i);
      out += transliterateWord(text.slice(i, end), ts, exceptions);
      i = end;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

// Only the characters that are special outside a class: the pattern uses the u flag, where
// escaping anything else (such as -) is a syntax error.
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PROTECTED_PATTERNS: readonly string[] = [
  // i18next interpolation {{name}}, {{- raw}}, {{count, number}} and nesting $t(key).
  String.raw`\{\{[^{}]*\}\}`,
  String.raw`\$t\([^()]*\)`,
  // Single-brace placeholders {name} (ICU-style or hand-written).
  String.raw`\{[^{}]*\}`,
  // HTML comments, tags (with their attributes) and entities.
  String.raw`<!--[\s\S]*?-->`,
  String.raw`<\/?[A-Za-z][^<>]*>`,
  String.raw`&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);`,
  // E-mail addresses.
  String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`,
  // URLs with a scheme or www., then bare domains with a TLD we meet (click.uz, e-auksion.uz).
  String.raw`(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|www\.)[^\s<>"'\x60ʻʼ‘’{}]*[^\s<>"'\x60ʻʼ‘’{}.,;:!?)]`,
  String.raw`(?<![A-Za-z0-9.@-])[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.(?:uz|ru|com|net|org|io|info|gov|edu|app|dev)(?![A-Za-z0-9-])(?:\/[^\s<>"'\x60ʻʼ‘’{}]*[^\s<>"'\x60ʻʼ‘’{}.,;:!?)])?`,
];

function protectedRegExp(keepLatin: readonly string[]): RegExp {
  const words = [...new Set(keepLatin.flatMap((w) => [w, w.toUpperCase()]))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const wordPattern = words.length
    ? `(?<![\\p{L}\\p{N}])(?<kept>${words.join('|')})(?<suffix>${KEPT_WORD_SUFFIX})(?![\\p{L}\\p{N}])`
    : undefined;
  const parts = wordPattern ? [...PROTECTED_PATTERNS, wordPattern] : PROTECTED_PATTERNS;
  return new RegExp(parts.map((p) => `(?:${p})`).join('|'), 'gu');
}

const DEFAULT_PROTECTED = protectedRegExp(LATIN_WORDS);
const sortedExceptions = (exceptions: Readonly<Record<string, string>>): (readonly [string, string])[] =>
  Object.entries(exceptions)
    .map(([latin, cyr]) => [latin.toLowerCase().replace(/['`ʻʼ‘’]/g, "'"), cyr] as const)
    .sort((a, b) => b[0].length - a[0].length);
const DEFAULT_EXCEPTION_LIST = sortedExceptions(DEFAULT_EXCEPTIONS);

/** Uzbek Latin -> Uzbek Cyrillic. Text already in Cyrillic (or any other script) passes through. */
export function transliterate(text: string, options: TransliterateOptions = {}): string {
  const ts = options.ts ?? 'loanwords';
  const pattern = options.keepLatin?.length
    ? protectedRegExp([...LATIN_WORDS, ...options.keepLatin])
    : new RegExp(DEFAULT_PROTECTED.source, DEFAULT_PROTECTED.flags);
  const exceptions = options.exceptions ? sortedExceptions(options.exceptions) : DEFAULT_EXCEPTION_LIST;

  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    out += transliteratePlain(text.slice(last, start), ts, exceptions);
    const { kept, suffix } = match.groups ?? {};
    out += kept === undefined ? match[0] : kept + transliteratePlain(suffix ?? '', ts, exceptions);
    last = start + match[0].length;
  }
  return out + transliteratePlain(text.slice(last), ts, exceptions);
}

/**
 * One spelling for every apostrophe form, for search keys and comparisons: a mark after o or g
 * (either case) becomes ʻ (U+02BB, the modern oʻ/gʻ sign), every other mark ʼ (U+02BC, the
 * tutuq belgisi). Quotes made with the same characters are normalised too: harmless for search,
 * where both the query and the indexed text go through this function.
 */
export function normalizeApostrophes(text: string): string {
  return text.replace(/['`ʻʼ‘’]/g, (_mark, offset: number) =>
    /[oOgG]/.test(text[offset - 1] ?? '') ? OKINA : TUTUQ,
  );
}
