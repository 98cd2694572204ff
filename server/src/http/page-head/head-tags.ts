/**
 * A page's head as tags (title, description, canonical, Open Graph, Twitter card, hreflang
 * alternates, JSON-LD), and index.html with them in place of the build's generic title and
 * description.
 */
import { LANGUAGES, type Language } from '@kimoshdi/shared';
import { escapeHtml, jsonForScript } from './escape';
import type { HeadContext, PageHead, PagePreload } from './page-head.types';

export const SITE_NAME = 'Kimoshdi';
/** The site's own picture for pages without one (client/public/icons). */
const DEFAULT_IMAGE = '/icons/apple-touch-icon.png';

/** Open Graph names a locale as language_TERRITORY: the Cyrillic Uzbek page is still uz_UZ. */
const OG_LOCALES: Record<Language, string> = { uz: 'uz_UZ', ru: 'ru_RU', 'uz-Cyrl': 'uz_UZ', en: 'en_US' };

/** The page's address in a language: the canonical one with `lang` added. */
export function withLang(url: string, lang: Language): string {
  const address = new URL(url);
  address.searchParams.set('lang', lang);
  return address.href;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * A preload the page's own request will take: the API is called with credentials (the client's
 * api-client), so its preload must be `use-credentials` or the browser asks twice.
 */
function preloadTag(preload: PagePreload): string {
  if (preload.as === 'fetch') {
    return link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: preload.href });
  }
  const { href, srcSet, sizes, type } = preload;
  return link({
    rel: 'preload',
    as: 'image',
    fetchpriority: 'high',
    href,
    ...(srcSet && sizes ? { imagesrcset: srcSet, imagesizes: sizes } : {}),
    ...(type ? { type } : {}),
  });
}

export function headTags(head: PageHead, context: HeadContext): string {
  const canonical = new URL(head.canonicalPath, `${context.origin}/`).href;
  const image = head.image ?? new URL(DEFAULT_IMAGE, `${context.origin}/`).href;
  const tags = [
    ...(head.preloads ?? []).map(preloadTag),
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    // Each language's address is its own canonical: one pointing at another hreflang address would
    // tell a crawler the languages are duplicates of one page.
    link({ rel: 'canonical', href: context.addressed ? withLang(canonical, context.lang) : canonical }),
    ...LANGUAGES.map((lang) => link({ rel: 'alternate', hreflang: lang, href: withLang(canonical, lang) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: canonical }),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', context.lang === 'uz' ? canonical : withLang(canonical, context.lang)),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALES[context.lang]),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

// With the line each stands on, so no blank line is left behind.
const BUILD_TITLE = /\n?[ \t]*<title>[^<]*<\/title>/;
const BUILD_DESCRIPTION = /\n?[ \t]*<meta name="description"[^>]*>/;

/** index.html with the page's tags before </head>, the build's title and description taken out. */
export function insertHead(html: string, tags: string): string {
  return (
    html
      .replace(BUILD_TITLE, '')
      .replace(BUILD_DESCRIPTION, '')
      // A function, so `$&` or `$'` in a lot's name is text, not a replacement pattern.
      .replace('</head>', () => `  ${tags}\n  </head>`)
  );
}
