/**
 * GET /sitemaps/<file>.xml: pages.xml (the public pages that are not lots), lots-<n>.xml (lot
 * pages) and results-<n>.xml (result pages), each lot file a fixed range of lot ids
 * (modules/lot/sitemap-ranges.ts).
 */
import type { RequestHandler } from 'express';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { publicOrigin } from '../../lib/origin';
import type { ContentService } from '../../modules/content';
import type { SitemapLotKind, SitemapService } from '../../modules/lot';
import type { SeoCache } from './cached-answer';
import { publicPageEntries } from './public-pages';
import { XML_TYPE } from './sitemap-index';
import { urlsetXml } from './xml';

/** lots-12.xml, results-3.xml: no leading zero, so each file has one address. */
const LOT_FILE = /^(lots|results)-([1-9]\d{0,5})\.xml$/;
const PAGE_OF_KIND: Readonly<Record<SitemapLotKind, string>> = { lots: 'lot-view', results: 'lot-result' };

async function lotFileXml(sitemap: SitemapService, origin: string, kind: SitemapLotKind, n: number) {
  const page = `${origin}/${PAGE_OF_KIND[kind]}/`;
  const lots = await sitemap.lots(kind, n);
  return urlsetXml(lots.map((lot) => ({ loc: `${page}${lot.id}`, lastmod: lot.lastmod })));
}

export const getSitemapFile =
  (
    config: Config,
    services: { sitemap: SitemapService; content: ContentService },
    cache: SeoCache,
  ): RequestHandler =>
  async (req, res) => {
    const name = String(req.params.file);
    const origin = publicOrigin(req, config);
    const key = `${origin}/sitemaps/${name}`;
    if (name === 'pages.xml') {
      await cache.send(req, res, key, {
        type: XML_TYPE,
        // The help pages' and news addresses; their titles (any language) are not needed.
        build: async () => urlsetXml(publicPageEntries(origin, await services.content.dynamicList('uz'))),
      });
      return;
    }
    const match = LOT_FILE.exec(name);
    if (!match) throw new AppError('NOT_FOUND', { path: req.path });
    const kind = match[1] as SitemapLotKind;
    const n = Number(match[2]);
    await cache.send(req, res, key, {
      type: XML_TYPE,
      build: () => lotFileXml(services.sitemap, origin, kind, n),
    });
  };
