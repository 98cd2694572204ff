import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postDelete } from './delete';
import { getDocuments, postAddDocuments, postSetVisible } from './documents';
import { getImages, postAddImages, postMarkAsMain } from './images';

/**
 * api/shop/file/*: the photos and documents of the customer's own orders (guests 401, accounts
 * that do not sell 403, another's order 404).
 */
export function fileRouter({ services }: Deps): Router {
  const router = Router();
  const customer = requireRole(canSell);
  const { files } = services;
  router.route('/images').get(customer, getImages(files)).all(methodNotAllowed);
  router.route('/images/add').post(customer, postAddImages(files)).all(methodNotAllowed);
  router.route('/images/mark-as-main').post(customer, postMarkAsMain(files)).all(methodNotAllowed);
  router.route('/documents').get(customer, getDocuments(files)).all(methodNotAllowed);
  router.route('/documents/add').post(customer, postAddDocuments(files)).all(methodNotAllowed);
  router.route('/documents/set-visible').post(customer, postSetVisible(files)).all(methodNotAllowed);
  router.route('/delete').post(customer, postDelete(files)).all(methodNotAllowed);
  return router;
}
