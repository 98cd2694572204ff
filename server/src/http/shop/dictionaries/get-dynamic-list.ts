import { dynamicListQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { ContentService } from '../../../modules/content';
import { parse } from '../../../lib/parse';
import { CONTENT_CACHE_CONTROL } from './content-cache';

/** GET dictionaries/get-dynamic-list?lang=: help pages', news titles and the footer's contacts. */
export function getDynamicList(content: ContentService): RequestHandler {
  return async (req, res) => {
    const { lang } = parse(dynamicListQuerySchema, req.query);
    const list = await content.dynamicList(lang ?? req.lang);
    res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL);
    if (!lang) res.vary('Cookie').vary('Accept-Language');
    res.json(list);
  };
}
