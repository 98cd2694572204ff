/**
 * The head and status of each page the server sends (index.html, http/client-app.ts): what a
 * crawler or a link preview reads before any script runs, and a 404 or 410 where the app will
 * show that there is nothing (docs/decisions.md "A head per public page").
 * At most one read per page: a lot by its id, a help page by its slug, the list from its cache;
 * a lot in its auction one more, its price of the moment from Redis.
 */
import type { ContentService } from '../../modules/content';
import type { LotService, ResponseCache } from '../../modules/lot';
import { contentHead, defaultHead, fixedHead } from './content-head';
import { firstPage, isPlainList, listHead, listTab } from './list-head';
import { livePrice, type AuctionState } from './live-price';
import { lotHead, lotIdOf } from './lot-head';
import { matchRoute } from './page-routes';
import type { HeadContext, PageAnswer } from './page-head.types';

export { headTags, insertHead } from './head-tags';
export { mapSettingsTag } from './map-settings';
export type { HeadContext, PageAnswer } from './page-head.types';

export interface PageHeadSources {
  lots: LotService;
  content: ContentService;
  lotListCache: ResponseCache;
  /** A live lot's price of the moment (the engine's state). */
  auction: AuctionState;
}

export type PageHeads = (
  path: string,
  query: Readonly<Record<string, unknown>>,
  context: HeadContext,
) => Promise<PageAnswer>;

export function createPageHeads({ lots, content, lotListCache, auction }: PageHeadSources): PageHeads {
  return async (path, query, context) => {
    const notFound: PageAnswer = { status: 404, head: defaultHead(context, path, true) };
    const matched = matchRoute(path);
    if (!matched) return notFound;
    const { route, params } = matched;
    switch (route) {
      case 'root':
        return { status: 200, head: defaultHead(context, '/home', false) };
      case 'lotView':
      case 'gameView':
      case 'lotResult': {
        const id = lotIdOf(params.id);
        const facts = id === undefined ? undefined : await lots.pageFacts(id);
        if (!facts) return notFound;
        return lotHead(route, facts, context, await livePrice(auction, facts.card));
      }
      case 'lotList': {
        const tab = listTab(query.i);
        return listHead(tab, await firstPage(lots, lotListCache, tab), context, isPlainList(query));
      }
      case 'info':
      case 'newsItem':
        return (await contentHead(content, route, params.page ?? params.slug ?? '', context)) ?? notFound;
      default:
        return fixedHead(route, path, context) ?? { status: 200, head: defaultHead(context, path, true) };
    }
  };
}
