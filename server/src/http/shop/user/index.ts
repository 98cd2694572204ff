import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getActions } from './actions';
import { getAchievements, postAchievementsVisibility } from './achievements';
import { getCurrentAuctions, getGameCount } from './game-cnt';
import { getBalance } from './balance';
import { getBans } from './bans';
import { postChangePassword } from './change-password';
import { getMessages, getUnreadMessageCount, postReadAllMessages, postReadMessage } from './messages';
import { getPayments } from './payments';
import { getProfile } from './profile';
import {
  postProfileAddress,
  postProfileContact,
  postProfileContactConfirm,
  postProfileName,
} from './profile-edit';
import { getSessions, postEndOtherSessions, postEndSession } from './sessions';
import { getTransactions } from './transactions';

/** api/shop/user/*: the signed-in user's own cabinet. Every route needs a session (guest: 401). */
export function userRouter({ services }: Deps): Router {
  const router = Router();
  const { cabinet } = services;
  router.route('/messages').get(requireUser, getMessages(cabinet)).all(methodNotAllowed);
  router
    .route('/unread-message-count')
    .get(requireUser, getUnreadMessageCount(cabinet))
    .all(methodNotAllowed);
  router.route('/messages/read').post(requireUser, postReadAllMessages(cabinet)).all(methodNotAllowed);
  router.route('/messages/read/:id').post(requireUser, postReadMessage(cabinet)).all(methodNotAllowed);
  router.route('/actions').get(requireUser, getActions(cabinet)).all(methodNotAllowed);
  router.route('/payments').get(requireUser, getPayments(cabinet)).all(methodNotAllowed);
  router.route('/transactions').get(requireUser, getTransactions(cabinet)).all(methodNotAllowed);
  router.route('/profile').get(requireUser, getProfile(cabinet)).all(methodNotAllowed);
  const edit = { sessions: services.sessions, cabinet, edit: services.profileEdit };
  router.route('/profile/name').post(requireUser, postProfileName(edit)).all(methodNotAllowed);
  router.route('/profile/address').post(requireUser, postProfileAddress(edit)).all(methodNotAllowed);
  router.route('/profile/contact').post(requireUser, postProfileContact(edit)).all(methodNotAllowed);
  router
    .route('/profile/contact/confirm')
    .post(requireUser, postProfileContactConfirm(edit))
    .all(methodNotAllowed);
  router.route('/balance').get(requireUser, getBalance(services.ledger)).all(methodNotAllowed);
  router
    .route('/change-password')
    .post(requireUser, postChangePassword(services.passwords))
    .all(methodNotAllowed);
  router.route('/sessions').get(requireUser, getSessions(services.sessions)).all(methodNotAllowed);
  router.route('/sessions/end').post(requireUser, postEndSession(services.sessions)).all(methodNotAllowed);
  router
    .route('/sessions/end-others')
    .post(requireUser, postEndOtherSessions(services.sessions))
    .all(methodNotAllowed);
  router.route('/bans').get(requireUser, getBans(services.blacklist)).all(methodNotAllowed);
  // The buyer's standing: the navbar badge, current auctions, the track record.
  router.route('/game-cnt').get(requireUser, getGameCount(services.currentAuctions)).all(methodNotAllowed);
  router
    .route('/current-auctions')
    .get(requireUser, getCurrentAuctions(services.currentAuctions))
    .all(methodNotAllowed);
  router
    .route('/achievements')
    .get(requireUser, getAchievements(services.trackRecords))
    .all(methodNotAllowed);
  router
    .route('/achievements/visibility')
    .post(requireUser, postAchievementsVisibility(services.trackRecords))
    .all(methodNotAllowed);
  return router;
}
