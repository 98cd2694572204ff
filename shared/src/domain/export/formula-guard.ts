/**
 * Cells a spreadsheet would read as a formula (OWASP "CSV Injection"): a text that starts with
 * = + - @, or with a tab or carriage return that some programs skip before such a sign, is
 * prefixed with a single quote so it shows as typed and never runs. Only text columns pass
 * through here: money and counts are written as numbers, and a negative amount is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
