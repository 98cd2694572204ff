import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logAction } from '../action-log';
import { changePassword } from '../identity';
import type { SessionService } from '../session';
import { identityProviderOf } from './user.repository';

/**
 * The cabinet's change-password (docs/product.md section 5). The password belongs to the identity provider:
 * Kimoshdi ID's accounts change here (its id is the user's provider subject); a OneID user changes
 * it at OneID, so the shop refuses with WRONG_STATE rather than pretend. A new password ends every
 * other session of the account, sockets included (issue 24: a stolen session must not outlive the
 * owner's fix); the one that changed it goes on.
 */
export async function changeUserPassword(
  db: Database,
  sessions: Pick<SessionService, 'endOthers'>,
  caller: { userId: string; sessionId: string; ip: string | undefined },
  newPassword: string,
): Promise<void> {
  const { userId, ip } = caller;
  const user = await identityProviderOf(db, userId);
  if (user.idp !== 'kimoshdi-id' || !user.idp_subject) {
    throw new AppError('WRONG_STATE', { reason: 'password_managed_elsewhere', idp: user.idp });
  }
  try {
    await changePassword(db, user.idp_subject, newPassword);
  } catch (error) {
    await logAction(db, { userId, type: 'auth', actionType: 'password-change', result: 'failure', ip });
    throw error;
  }
  await logAction(db, { userId, type: 'auth', actionType: 'password-change', result: 'success', ip });
  await sessions.endOthers(userId, caller.sessionId);
}

/** The cabinet's change-password as the route calls it, built once in deps.ts. */
export function createPasswordService(db: Database, sessions: Pick<SessionService, 'endOthers'>) {
  return {
    change: (caller: Parameters<typeof changeUserPassword>[2], newPassword: string) =>
      changeUserPassword(db, sessions, caller, newPassword),
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
