/**
 * The Latin-only rule of property information (docs/product.md section 5 "Latin-only fields"):
 * Latin letters, digits, whitespace and the marks - " % ' ` . ! @ ? # $ & : ; ( ) * + / , and
 * typographic quotes. Uzbek Latin writes o‘ and g‘ with a turned comma (ʻ) and the tutuq belgisi
 * with a modifier apostrophe (ʼ); both are typographic quotes here, so Uzbek text as people type it
 * passes. An empty value passes too: whether a field is required is a separate rule.
 */
const LATIN_ALLOWED =
  /^[A-Za-z0-9\s\-"%'`.!@?#$&:;()*+/,\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u00ab\u00bb\u02bb\u02bc]*$/;

/** The issue message of a field that breaks the rule (forms show the Latin notification for it). */
export const LATIN_ONLY = 'LATIN_ONLY';

export function isLatinText(value: string): boolean {
  return LATIN_ALLOWED.test(value);
}

/**
 * The input filter of a Latin-only field: what typing may put in it. Characters outside the rule
 * are reported (the form shows the Latin notification) rather than silently dropped, so a person
 * who pastes Cyrillic sees why nothing happened.
 */
export function latinFilter(value: string): { value: string; refused: boolean } {
  const kept = [...value].filter((char) => LATIN_ALLOWED.test(char)).join('');
  return { value: kept, refused: kept.length !== value.length };
}
