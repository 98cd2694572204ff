import { ORDER_FORM_FIELDS, type Category } from '@kimoshdi/shared';
import type { RequestHandler, Router } from 'express';
import { STATUS_LISTS, type DictionaryService, type StatusListName } from '../../../modules/dictionary';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

// As the other dictionaries: the same answer for every reader, in every language.
const CACHE_CONTROL = 'public, max-age=300';

function constant(body: unknown): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.json(body);
  };
}

/** GET dictionaries/group: the top-level categories, the groups the catalogue shows lots in. */
function groups(dictionary: DictionaryService): RequestHandler {
  return async (_req, res) => {
    const categories = (await dictionary.list('categories')) as Category[];
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.json(categories.filter((category) => category.parent_id === null));
  };
}

/**
 * The spec's dictionaries beyond the reference tables: `group`, the status lists and the order
 * form's `field_list` (api/shop/dictionary-lists.ts).
 */
export function mountDictionaryLists(router: Router, dictionary: DictionaryService): void {
  router.route('/group').get(groups(dictionary)).all(methodNotAllowed);
  for (const name of Object.keys(STATUS_LISTS) as StatusListName[]) {
    router.route(`/${name}`).get(constant(STATUS_LISTS[name])).all(methodNotAllowed);
  }
  router.route('/field_list').get(constant(ORDER_FORM_FIELDS)).all(methodNotAllowed);
}
