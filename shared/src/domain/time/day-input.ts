/**
 * A day typed as the platform writes it, `DD.MM.YYYY`, in a text box: the browser's own date input
 * shows its format by the browser's locale (`mm/dd/yyyy` in an English Chromium), whatever the page's
 * language, so the filter takes the platform's format itself (docs/decisions.md "Dates typed as
 * DD.MM.YYYY").
 */

/** Digits as typed, dots put in after the day and the month: `23112026` -> `23.11.2026`. */
export function maskDayInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/**
 * `DD.MM.YYYY` as a day `YYYY-MM-DD`; an empty box is '' (no bound), anything that is not a real
 * calendar day (31.02.2026, 23.11.26) is null.
 */
export function parseDayInput(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}
