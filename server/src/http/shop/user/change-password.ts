import { changePasswordSchema, type ChangePasswordAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { changeUserPassword } from '../../../modules/user/password.service';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** POST user/change-password {new_password, repeat_password}. */
export function postChangePassword(db: Database): RequestHandler {
  return async (req, res) => {
    const { new_password } = parse(changePasswordSchema, req.body);
    await changeUserPassword(db, currentUser(req).id, new_password, req.ip);
    const body: ChangePasswordAnswer = { changed: true };
    res.json(body);
  };
}
