import { Router } from 'express';
import type { Deps } from '../../deps';
import type { Csrf } from '../middleware/csrf';
import { authRouter } from './auth';
import { commonRouter } from './common';
import { dictionariesRouter } from './dictionaries';
import { gatewayRouter } from './gateway';
import { operatorRouter } from './operator';
import { paymentBackRouter } from './payment-back';
import { userRouter } from './user';

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
  return router;
}
