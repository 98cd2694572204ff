import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postCreateOrder } from './create-order';
import { postDeleteOrder } from './delete-order';
import { getDetails } from './details';
import { postDuplicate } from './duplicate';
import { getFlows } from './flows';
import { getFullInfo } from './full-info';
import { getAdditionalFee } from './get-additional-fee';
import { getOrder } from './get-order';
import { getList } from './list';
import { getLots } from './lots';
import { getPreview } from './preview';
import { getProtests } from './protests';
import { postSaveDetails } from './save-details';
import { getTabDetails } from './tab-details';
import { postUpdateBankInfo } from './update-bank-info';
import { postUpdateOrder } from './update-order';

/**
 * api/shop/order/*: the public preview of an order on trade, and the customer's own orders (guests
 * 401, accounts that do not sell 403, another's order 404).
 */
export function orderRouter({ services }: Deps): Router {
  const router = Router();
  const customer = requireRole(canSell);
  const orders = services.customerOrders;
  router.route('/preview').get(getPreview(services.orders)).all(methodNotAllowed);
  router.route('/list').get(customer, getList(orders)).all(methodNotAllowed);
  router.route('/details').get(customer, getDetails(orders)).all(methodNotAllowed);
  router.route('/get-order').get(customer, getOrder(orders)).all(methodNotAllowed);
  router.route('/full-info').get(customer, getFullInfo(orders)).all(methodNotAllowed);
  router.route('/flows').get(customer, getFlows(orders)).all(methodNotAllowed);
  router.route('/lots').get(customer, getLots(orders)).all(methodNotAllowed);
  router.route('/protests').get(customer, getProtests(services.protests)).all(methodNotAllowed);
  router.route('/tab-details').get(customer, getTabDetails(orders)).all(methodNotAllowed);
  router.route('/get-additional-fee').get(customer, getAdditionalFee(orders)).all(methodNotAllowed);
  router.route('/create-order').post(customer, postCreateOrder(orders)).all(methodNotAllowed);
  router.route('/update-order').post(customer, postUpdateOrder(orders)).all(methodNotAllowed);
  router.route('/save-details').post(customer, postSaveDetails(orders)).all(methodNotAllowed);
  router.route('/update-bank-info').post(customer, postUpdateBankInfo(orders)).all(methodNotAllowed);
  router.route('/delete-order').post(customer, postDeleteOrder(orders)).all(methodNotAllowed);
  router.route('/duplicate').post(customer, postDuplicate(orders)).all(methodNotAllowed);
  return router;
}
