import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getActionAccess } from './action/access';
import { postContactMessage } from './contact-message';
import { getDate } from './date';
import { getPaymentList } from './get-payment-list';
import { getVisitors } from './get-visitors';
import { getMzp } from './mzp';
import { postLang } from './lang';

/** api/shop/common/* */
export function commonRouter({ services, calendar }: Deps): Router {
  const router = Router();
  router.route('/date').get(getDate).all(methodNotAllowed);
  router.route('/lang/:lang').post(postLang).all(methodNotAllowed);
  router.route('/mzp').get(getMzp(calendar)).all(methodNotAllowed);
  router.route('/get-visitors').get(getVisitors(services.visitors)).all(methodNotAllowed);
  router.route('/get-payment-list').get(getPaymentList(services.dictionary)).all(methodNotAllowed);
  router.route('/contact-message').post(postContactMessage(services.contact)).all(methodNotAllowed);
  router.route('/action/access').get(requireUser, getActionAccess(services.consent)).all(methodNotAllowed);
  return router;
}
