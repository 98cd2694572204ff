/**
 * The heads of the site's other public pages: fixed titles and descriptions from the `seo` texts,
 * and the help pages' and news items' own titles from the content store. Every other page of the
 * app (the cabinet, forms, the operator's desks) gets the site's title and is kept out of search.
 */
import { HOME_BLOCK_LOTS } from '@kimoshdi/shared/domain/lot/home-blocks';
import { apiPreload } from './api-preload';
import type { AppRoute } from '@kimoshdi/shared/domain/navigation/app-routes';
import type { ContentService } from '../../modules/content';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { HeadContext, PageAnswer, PageHead } from './page-head.types';

/** Pages whose title and description are fixed texts (`seo:pages.<route>`). */
const FIXED_PAGES = new Set<AppRoute>([
  'categories',
  'news',
  'contact',
  'checkProtocol',
  'checkContract',
  'checkBlackList',
]);

/** The site's own head: also the not-found page's. */
export function defaultHead(context: HeadContext, canonicalPath: string, noindex: boolean): PageHead {
  return {
    title: translate(context.lang, 'seo:default.title'),
    description: translate(context.lang, 'seo:default.description'),
    canonicalPath,
    type: 'website',
    noindex,
  };
}

/** A fixed page's head, or undefined for a route that has none (a private page). */
export function fixedHead(route: AppRoute, path: string, context: HeadContext): PageAnswer | undefined {
  const { lang } = context;
  if (route === 'home') {
    const head: PageHead = {
      title: translate(lang, 'seo:home.title'),
      description: translate(lang, 'seo:home.description'),
      canonicalPath: '/home',
      type: 'website',
      // The two blocks' reads (lot-browse/components/active-lots.tsx, featured-lots.tsx).
      preloads: [
        apiPreload('shop-lots/active-lot-list', { size: HOME_BLOCK_LOTS }),
        apiPreload('shop-lots/is-reklama-list', { size: HOME_BLOCK_LOTS }),
      ],
    };
    return { status: 200, head };
  }
  if (!FIXED_PAGES.has(route)) return undefined;
  const head: PageHead = {
    title: translate(lang, 'seo:title', { page: translate(lang, `seo:pages.${route}.title`) }),
    description: translate(lang, `seo:pages.${route}.description`),
    canonicalPath: path,
    type: 'website',
  };
  return { status: 200, head };
}

/** A help page's or a news item's head: its title in the visitor's language (or the fallback's). */
export async function contentHead(
  content: ContentService,
  kind: 'info' | 'newsItem',
  slug: string,
  context: HeadContext,
): Promise<PageAnswer | undefined> {
  const { lang } = context;
  let title: string;
  try {
    ({ title } = await content.page(slug, lang));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
  const path = kind === 'info' ? `/info/${encodeURIComponent(slug)}` : `/news/${encodeURIComponent(slug)}`;
  return {
    status: 200,
    head: {
      title: translate(lang, 'seo:title', { page: title }),
      description: translate(lang, `seo:pages.${kind}.description`, { title }),
      canonicalPath: path,
      type: kind === 'newsItem' ? 'article' : 'website',
    },
  };
}
