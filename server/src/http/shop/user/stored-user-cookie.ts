import type { Profile } from '@kimoshdi/shared';
import type { Request, Response } from 'express';
import type { SessionService } from '../../../modules/session';
import { currentUser } from '../../middleware/auth';
import { USER_COOKIE } from '../auth/signed-in-cookies';
import { secureCookie } from '../../secure-cookie';

/**
 * The navbar reads the stored user (name, percentage) from the `user` cookie the sign-in wrote:
 * after the profile changes, it is written again, lasting as long as the session.
 */
export async function refreshStoredUser(
  req: Request,
  res: Response,
  sessions: Pick<SessionService, 'expiresAt'>,
  profile: Profile,
) {
  const expires = await sessions.expiresAt(currentUser(req).sessionId);
  res.cookie(
    USER_COOKIE,
    JSON.stringify({ name: profile.full_name, user_name: profile.user_name, percentage: profile.percentage }),
    { httpOnly: false, sameSite: 'lax', secure: secureCookie(req), path: '/', expires },
  );
}
