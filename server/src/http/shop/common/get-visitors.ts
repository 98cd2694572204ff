import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { VisitorsService } from '../../../modules/visitors';
import { secureCookie } from '../../secure-cookie';

export const VISITOR_COOKIE = 'vid';
const VISITOR_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

/**
 * GET common/get-visitors. Every page load asks for the footer counts, so this is where a visitor
 * is counted: once per Tashkent day, by an anonymous cookie id.
 */
export function getVisitors(visitors: VisitorsService): RequestHandler {
  return async (req, res) => {
    const cookies = req.cookies as Record<string, string | undefined>;
    let visitorId = cookies[VISITOR_COOKIE];
    if (!visitorId || !VISITOR_ID.test(visitorId)) {
      visitorId = randomUUID();
      res.cookie(VISITOR_COOKIE, visitorId, {
        maxAge: VISITOR_COOKIE_MAX_AGE_MS,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(req),
      });
    }
    await visitors.record(visitorId);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await visitors.counts());
  };
}
