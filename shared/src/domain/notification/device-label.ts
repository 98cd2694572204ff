/**
 * What a person sees a push device as on the notices' page ("Chrome, Android"): the browser and
 * the system read off the User-Agent it subscribed with. Only names, never versions: enough to tell
 * a phone from a laptop, and the same label after the browser updates.
 */

/** Browsers by a mark of their own, the more exact first (Edge, Opera and Yandex also say "Chrome"). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\/|HeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, iOS before macOS (an iPad may say "Macintosh") and Android before Linux. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(table: readonly (readonly [RegExp, string])[], text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/** "Browser, System", either alone, or `unknown` when neither is known. */
export function deviceLabel(userAgent: string | undefined, unknown: string): string {
  const text = userAgent ?? '';
  const parts = [firstMatch(BROWSERS, text), firstMatch(SYSTEMS, text)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : unknown;
}
