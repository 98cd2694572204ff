import { Router } from 'express';
import type { Deps } from '../../deps';
import type { Csrf } from '../middleware/csrf';
import { authRouter } from './auth';
import { cabinetRouter } from './cabinet';
import { captchaRouter } from './captcha';
import { checkBlackListRouter } from './check-black-list';
import { checkProtocolRouter } from './check-protocol';
import { commonRouter } from './common';
import { consentRouter } from './consent';
import { customerProtocolsRouter } from './customer-protocols';
import { dictionariesRouter } from './dictionaries';
import { editRequestsRouter } from './edit-requests';
import { exportRouter } from './export';
import { favouriteLotsRouter } from './favourite-lots';
import { fileRouter } from './file';
import { gameViewRouter } from './game-view';
import { gatewayRouter } from './gateway';
import { lotCardRouter } from './lot-card';
import { lotProtocolsRouter } from './lot-protocols';
import { lotProtestsRouter } from './lot-protests';
import { notificationSettingsRouter } from './notification-settings';
import { operatorRouter } from './operator';
import { orderRouter } from './order';
import { orderActionRouter } from './order-action';
import { paymentBackRouter } from './payment-back';
import { savedSearchesRouter } from './saved-searches';
import { serviceContractsRouter } from './service-contracts';
import { shopLotsRouter } from './shop-lots';
import { userRouter } from './user';
import { userOrderRouter } from './user-order';
import { winlotRouter } from './winlot';
import { winnerPaymentsRouter } from './winner-payments';

/** api/shop: one folder per URL segment. */
export function shopRouter(deps: Deps, csrf: Csrf): Router {
  const router = Router();
  router.use('/auth', authRouter(deps, csrf));
  router.use('/common', commonRouter(deps));
  router.use('/dictionaries', dictionariesRouter(deps));
  router.use('/gateway', gatewayRouter(deps));
  router.use('/operator', operatorRouter(deps));
  router.use('/payment-back', paymentBackRouter(deps));
  router.use('/user', userRouter(deps));
  // The catalogue (issue 4).
  router.use('/shop-lots', shopLotsRouter(deps));
  router.use('/lot-card', lotCardRouter(deps));
  router.use('/favourite-lots', favouriteLotsRouter(deps));
  router.use('/saved-searches', savedSearchesRouter(deps));
  // Notices by SMS and e-mail, per topic (issue 27).
  router.use('/notification-settings', notificationSettingsRouter(deps));
  router.use('/check-protocol', checkProtocolRouter(deps));
  router.use('/check-black-list', checkBlackListRouter(deps));
  // The proof-of-work challenge of the contact form and the profile's contact codes (issue 24).
  router.use('/captcha', captchaRouter(deps));
  router.use('/order', orderRouter(deps));
  // The live auction (issue 5).
  router.use('/game-view', gameViewRouter(deps));
  router.use('/cabinet', cabinetRouter(deps));
  // Results protocols after the auction: the PDF, the buyer's and the customer's lists.
  router.use('/lot-protocols', lotProtocolsRouter(deps));
  router.use('/customer-protocols', customerProtocolsRouter(deps));
  // The won lot's road: pay, refuse, the reserve winner's answer, the payments made.
  router.use('/winlot', winlotRouter(deps));
  router.use('/winner-payments', winnerPaymentsRouter(deps));
  // The public-offer consent signed with an e-signature.
  router.use('/consent', consentRouter(deps));
  // The customer's service contracts with the operator, signed the same way ("operator contracts").
  router.use('/service-contracts', serviceContractsRouter(deps));
  // The one-click purchase at a fixed price.
  router.use('/user-order', userOrderRouter(deps));
  // Customers' orders: their photos and documents, the actions on them (order/* is above).
  router.use('/file', fileRouter(deps));
  router.use('/edit-requests', editRequestsRouter(deps));
  router.use('/order-action', orderActionRouter(deps));
  // Participants' protests on a lot's result (the customer's answer is in order-action/*).
  router.use('/lot-protests', lotProtestsRouter(deps));
  // The desks' and a person's lists as CSV or XLSX files.
  router.use('/export', exportRouter(deps));
  return router;
}
