import { Router } from 'express';
import type { Deps } from '../../deps';
import { commonRouter } from './common';
import { dictionariesRouter } from './dictionaries';

/** api/shop: one folder per URL segment. */
export function shopRouter(deps: Deps): Router {
  const router = Router();
  router.use('/common', commonRouter(deps));
  router.use('/dictionaries', dictionariesRouter(deps));
  return router;
}
