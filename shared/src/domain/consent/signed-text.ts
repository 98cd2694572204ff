/**
 * What a user signs: the offer's text in one of the shipped languages, exactly as published (each
 * language's text is the whole offer, with its version and effective date in its heading). The
 * signature is attached (the CMS carries the text), so the stored document shows what was signed
 * without the offer table, and the server accepts it only if the text is the version in force,
 * byte for byte, in some language.
 */
import type { Language } from '../../i18n/languages';

export type OfferTexts = Record<Language, string>;

/** The language whose text `signed` is, or null when it is none of them. */
export function signedLanguage(texts: OfferTexts, signed: string): Language | null {
  for (const [lang, text] of Object.entries(texts) as [Language, string][]) {
    if (text === signed) return lang;
  }
  return null;
}

/** A test key's password (test mode; the real E-IMZO keeps its own rules). */
export const ESIGN_PASSWORD_MIN = 6;
export const ESIGN_PASSWORD_MAX = 128;
