/**
 * The head of /lot-list: the tab's title and description, and an ItemList of the tab's first page.
 * The page comes from the list cache under the key the client's own first call uses
 * (`list?i=<tab>&page=1&size=12`, shop-lots/index.ts), so a crawler's visit and the visitors'
 * calls share one read. Filters and later pages are variants of the tab: the head, its canonical
 * address and its list are the tab's.
 */
import { LOT_LIST_DEFAULT_SIZE, lotListQuerySchema, type LotList } from '@kimoshdi/shared/api/shop/shop-lots';
import { DEFAULT_LOT_TAB, isLotTab, type LotTab } from '@kimoshdi/shared/domain/lot/lot-tab-ids';
import type { LotService, ResponseCache } from '../../modules/lot';
import { translate } from '../../lib/i18n';
import { parse } from '../../lib/parse';
import { LOT_CARD_PHOTO_SIZES, photoPreload } from '@kimoshdi/shared/domain/file/photo-sizes';
import { apiPreload } from './api-preload';
import { itemListLd } from './json-ld';
import { absolute, lotName } from './lot-head';
import type { HeadContext, PageAnswer, PagePreload } from './page-head.types';

export function listTab(raw: unknown): LotTab {
  const tab = typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : NaN;
  return isLotTab(tab) ? tab : DEFAULT_LOT_TAB;
}

export async function firstPage(lots: LotService, cache: ResponseCache, tab: LotTab): Promise<LotList> {
  const query = { i: String(tab), page: '1', size: String(LOT_LIST_DEFAULT_SIZE) };
  const key = `list?${new URLSearchParams(query).toString()}`;
  const answer = await cache.json(key, () => lots.list(parse(lotListQuerySchema, query)));
  return JSON.parse(answer.body.toString('utf8')) as LotList;
}

/**
 * A list addressed by its tab alone (`?i=`, the language) shows the tab's first page, which the
 * head has read: its read and its first card's photo are preloaded. Any other filter, page or
 * sort shows other lots, asked for by the page itself.
 */
export function isPlainList(query: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(query).every((key) => key === 'i' || key === 'lang');
}

/** The first page's read as the client asks it (lot-browse/api/shop-lots.ts), and its first photo. */
function listPreloads(tab: LotTab, list: LotList): PagePreload[] {
  const photo = list.items[0]?.main_photo;
  return [
    apiPreload('shop-lots/lot-list', { i: tab, page: 1, size: LOT_LIST_DEFAULT_SIZE }),
    ...(photo ? [{ as: 'image' as const, ...photoPreload(photo, LOT_CARD_PHOTO_SIZES) }] : []),
  ];
}

export function listHead(tab: LotTab, list: LotList, context: HeadContext, plain = false): PageAnswer {
  const { lang } = context;
  const tabName = translate(lang, `seo:lotList.tabs.${tab}`);
  const title = translate(lang, 'seo:title', { page: tabName });
  const items = list.items.map((card) => ({
    url: absolute(`/lot-view/${card.id}`, context),
    name: lotName(card, context),
  }));
  return {
    status: 200,
    head: {
      title,
      description: translate(lang, 'seo:lotList.description', { tab: tabName }),
      canonicalPath: `/lot-list?i=${tab}`,
      type: 'website',
      jsonLd: [itemListLd(tabName, items)],
      ...(plain ? { preloads: listPreloads(tab, list) } : {}),
    },
  };
}
