import { endSessionBodySchema, type ActiveSessionsAnswer, type EndedSessionsAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { SessionService } from '../../../modules/session';
import { currentUser } from '../../middleware/auth';

/** GET user/sessions: the account's active sessions (device, network, last seen). */
export function getSessions(sessions: SessionService): RequestHandler {
  return async (req, res) => {
    const { id, sessionId } = currentUser(req);
    const body: ActiveSessionsAnswer = {
      sessions: (await sessions.list(id, sessionId)).map((session) => ({
        id: session.id,
        current: session.current,
        device: session.device,
        ip: session.ip,
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
      })),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}

/** POST user/sessions/end {id}: "end this one". */
export function postEndSession(sessions: SessionService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(endSessionBodySchema, req.body);
    await sessions.endOne(currentUser(req).id, id);
    const body: EndedSessionsAnswer = { ended: 1 };
    res.json(body);
  };
}

/** POST user/sessions/end-others: "sign out everywhere" else; this session stays. */
export function postEndOtherSessions(sessions: SessionService): RequestHandler {
  return async (req, res) => {
    const { id, sessionId } = currentUser(req);
    const body: EndedSessionsAnswer = { ended: await sessions.endOthers(id, sessionId) };
    res.json(body);
  };
}
