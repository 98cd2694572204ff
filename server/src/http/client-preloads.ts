import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kimoshdi/shared';

/**
 * The `<link>` tags that let a visitor's browser fetch a page's own chunks, styles and texts while
 * it is still downloading React, instead of after the entry has run (issue 15: on a 1.6 Mbit/s,
 * 150 ms network that second round trip was about a second). The table is written by the client's
 * build (client/build/route-preloads.ts) next to Vite's manifest.
 */
export interface RoutePreloadTable {
  shellNamespaces: string[];
  texts: Record<string, Record<string, string>>;
  pages: { pattern: string; scripts: string[]; styles: string[]; namespaces: string[] }[];
}

/**
 * How well a react-router pattern matches a path: -1 when it does not; else higher for more specific
 * patterns, as react-router ranks them (a static segment beats a parameter, which beats a splat).
 */
export function patternScore(pattern: string, urlPath: string): number {
  const wanted = pattern.split('/').filter(Boolean);
  const given = urlPath.split('/').filter(Boolean);
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return score + 1;
    const part = given[index];
    if (part === undefined) return -1;
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === decodeSegment(part).toLowerCase()) score += 10;
    else return -1;
  }
  return given.length === wanted.length ? score + 2 : -1;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The language the client will start in before it has run: the language cookie when it names one,
 * else the default (the client does not read Accept-Language, lib/i18n.ts).
 */
export function preloadLanguage(cookie: string | undefined): Language {
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

export function preloadTags(table: RoutePreloadTable, urlPath: string, language: Language): string {
  let best: RoutePreloadTable['pages'][number] | undefined;
  let bestScore = -1;
  for (const page of table.pages) {
    const score = patternScore(page.pattern, urlPath);
    if (score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  const texts = table.texts[language] ?? {};
  const namespaces = [...new Set([...table.shellNamespaces, ...(best?.namespaces ?? [])])];
  const scripts = [...(best?.scripts ?? []), ...namespaces.flatMap((namespace) => texts[namespace] ?? [])];
  return [
    ...(best?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
