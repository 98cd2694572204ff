import { areaQuerySchema, type DictionaryName } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { DictionaryService } from '../../../modules/dictionary';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';
import { getDynamicList } from './get-dynamic-list';
import { getPageContent } from './page-content';
import { mountDictionaryLists } from './lists';

const WHOLE_LISTS = [
  'region',
  'categories',
  'lot-statuses',
  'order-statuses',
  'trade-types',
  'order-types',
  'payment-types',
  'order-methods',
  'order-categories',
  'bank',
] as const satisfies readonly Exclude<DictionaryName, 'area'>[];

// Names in every language travel together, so one cached answer serves every reader.
const CACHE_CONTROL = 'public, max-age=300';

function wholeList(dictionary: DictionaryService, name: (typeof WHOLE_LISTS)[number]): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.json(await dictionary.list(name));
  };
}

/**
 * GET dictionaries/area?region_id=N: the districts and cities of one region; without region_id,
 * of every region (the client's lot cards name places in many regions with this one answer).
 */
function areasOfRegion(dictionary: DictionaryService): RequestHandler {
  return async (req, res) => {
    const { region_id } = parse(areaQuerySchema, req.query);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.json(await dictionary.areasOf(region_id));
  };
}

/** api/shop/dictionaries/* */
export function dictionariesRouter({ services }: Deps): Router {
  const router = Router();
  for (const name of WHOLE_LISTS) {
    router.route(`/${name}`).get(wholeList(services.dictionary, name)).all(methodNotAllowed);
  }
  router.route('/area').get(areasOfRegion(services.dictionary)).all(methodNotAllowed);
  // The operator's help pages, news and footer (issue 28): not whole lists, each read per language.
  router.route('/page-content').get(getPageContent(services.content)).all(methodNotAllowed);
  router.route('/get-dynamic-list').get(getDynamicList(services.content)).all(methodNotAllowed);
  mountDictionaryLists(router, services.dictionary);
  return router;
}
