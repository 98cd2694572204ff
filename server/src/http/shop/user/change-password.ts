import { changePasswordSchema, type ChangePasswordAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import type { SessionService } from '../../../modules/session';
import { changeUserPassword } from '../../../modules/user';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** POST user/change-password {new_password, repeat_password}; the account's other sessions end. */
export function postChangePassword(db: Database, sessions: SessionService): RequestHandler {
  return async (req, res) => {
    const { new_password } = parse(changePasswordSchema, req.body);
    const { id: userId, sessionId } = currentUser(req);
    await changeUserPassword(db, sessions, { userId, sessionId, ip: req.ip }, new_password);
    const body: ChangePasswordAnswer = { changed: true };
    res.json(body);
  };
}
