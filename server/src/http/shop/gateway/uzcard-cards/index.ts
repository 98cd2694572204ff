import { Router } from 'express';
import type { SavedCardService } from '../../../../modules/top-up';
import { requireUser } from '../../../middleware/auth';
import { methodNotAllowed } from '../../../middleware/method-not-allowed';
import { deleteCard, getCards, postBind, postSendCode, postTopUpFromCard, postVerify } from './cards';

/** api/shop/gateway/uzcard-cards: the person's saved Uzcard and Humo cards (Payme's Subscribe API). */
export function uzcardCardsRouter(cards: SavedCardService): Router {
  const router = Router();
  router.use(requireUser);
  router.route('/').get(getCards(cards)).post(postBind(cards)).all(methodNotAllowed);
  router.route('/:id').delete(deleteCard(cards)).all(methodNotAllowed);
  router.route('/:id/send-code').post(postSendCode(cards)).all(methodNotAllowed);
  router.route('/:id/verify').post(postVerify(cards)).all(methodNotAllowed);
  router.route('/:id/top-up').post(postTopUpFromCard(cards)).all(methodNotAllowed);
  return router;
}
