import type { ActiveSessionsAnswer, EndedSessionsAnswer } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET user/sessions: the account's active sessions. */
export function getSessions(): Promise<ActiveSessionsAnswer> {
  return api.get('user/sessions');
}

/** POST user/sessions/end: "end this one". */
export function endSession(id: string): Promise<EndedSessionsAnswer> {
  return api.post('user/sessions/end', { id });
}

/** POST user/sessions/end-others: "sign out everywhere" else. */
export function endOtherSessions(): Promise<EndedSessionsAnswer> {
  return api.post('user/sessions/end-others');
}
