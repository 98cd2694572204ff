import { pageContentQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { ContentService } from '../../../modules/content';
import { parse } from '../../../lib/parse';
import { CONTENT_CACHE_CONTROL } from './content-cache';

/** GET dictionaries/page-content?slug=&lang=: a help page or news item as sanitised HTML. */
export function getPageContent(content: ContentService): RequestHandler {
  return async (req, res) => {
    const { slug, lang } = parse(pageContentQuerySchema, req.query);
    const page = await content.page(slug, lang ?? req.lang);
    res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL);
    if (!lang) res.vary('Cookie').vary('Accept-Language');
    res.json(page);
  };
}
