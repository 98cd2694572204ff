/** GET /sitemap.xml: the sitemap index, naming pages.xml and every lots and results file in use. */
import type { RequestHandler } from 'express';
import type { Config } from '../../config';
import type { SitemapService } from '../../modules/lot';
import { publicOrigin } from '../../lib/origin';
import type { SeoCache } from './cached-answer';
import { sitemapIndexXml, type SitemapEntry } from './xml';

export const XML_TYPE = 'application/xml; charset=utf-8';

export async function sitemapIndexEntries(sitemap: SitemapService, origin: string): Promise<SitemapEntry[]> {
  const [lots, results] = await Promise.all([sitemap.files('lots'), sitemap.files('results')]);
  return [
    { loc: `${origin}/sitemaps/pages.xml` },
    ...lots.map((file) => ({ loc: `${origin}/sitemaps/lots-${file.n}.xml`, lastmod: file.lastmod })),
    ...results.map((file) => ({ loc: `${origin}/sitemaps/results-${file.n}.xml`, lastmod: file.lastmod })),
  ];
}

export const getSitemapIndex =
  (config: Config, sitemap: SitemapService, cache: SeoCache): RequestHandler =>
  async (req, res) => {
    const origin = publicOrigin(req, config);
    await cache.send(req, res, `${origin}/sitemap.xml`, {
      type: XML_TYPE,
      build: async () => sitemapIndexXml(await sitemapIndexEntries(sitemap, origin)),
    });
  };
