/**
 * The sitemap's pages.xml: the app's public pages that are not lots (client/src/config/paths.ts),
 * with the operator's help pages and news from the content store.
 */
import type { ContentListItem, DynamicList } from '@kimoshdi/shared';
import type { SitemapEntry } from './xml';

/** The fixed public pages: home, the catalogue and the public checks and forms. */
export const FIXED_PUBLIC_PAGES = [
  '/home',
  '/lot-list',
  '/categories',
  '/news',
  '/check-protocol',
  '/check-contract',
  '/check-black-list',
  '/contact',
] as const;

const contentEntry =
  (origin: string, section: 'info' | 'news') =>
  (item: ContentListItem): SitemapEntry => ({
    loc: `${origin}/${section}/${encodeURIComponent(item.slug)}`,
    lastmod: new Date(item.updated_at),
  });

/** Every entry of pages.xml under `origin`: the fixed pages, then help pages, then news. */
export function publicPageEntries(
  origin: string,
  content: Pick<DynamicList, 'help' | 'news'>,
): SitemapEntry[] {
  return [
    ...FIXED_PUBLIC_PAGES.map((path) => ({ loc: `${origin}${path}` })),
    ...content.help.map(contentEntry(origin, 'info')),
    ...content.news.map(contentEntry(origin, 'news')),
  ];
}
