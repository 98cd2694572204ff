import { changePasswordSchema, type ChangePasswordAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { PasswordService } from '../../../modules/user';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** POST user/change-password {new_password, repeat_password}; the account's other sessions end. */
export function postChangePassword(passwords: PasswordService): RequestHandler {
  return async (req, res) => {
    const { new_password } = parse(changePasswordSchema, req.body);
    const { id: userId, sessionId } = currentUser(req);
    await passwords.change({ userId, sessionId, ip: req.ip }, new_password);
    const body: ChangePasswordAnswer = { changed: true };
    res.json(body);
  };
}
