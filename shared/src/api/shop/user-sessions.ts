/** Contracts of `api/shop/user/sessions*`: the cabinet's active sessions (issue 24). */
import { z } from 'zod';
import { text } from '../text';

/** A session's id as the list gives it: the SHA-256 of its cookie, never the cookie itself. */
export const sessionIdSchema = text().regex(/^[0-9a-f]{64}$/);

/** One active session: device from its User-Agent, place as its network, last seen (ISO, UTC). */
export const activeSessionSchema = z.object({
  id: sessionIdSchema,
  /** The session of the page asking. */
  current: z.boolean(),
  device: z.object({
    browser: z.string(),
    os: z.string(),
    type: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  }),
  /** The network it came from: IPv4 without its last number (`203.0.113.x`), IPv6 its /64. */
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type ActiveSessionItem = z.infer<typeof activeSessionSchema>;

/** GET user/sessions */
export const activeSessionsAnswerSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionsAnswer = z.infer<typeof activeSessionsAnswerSchema>;

/** POST user/sessions/end {id} */
export const endSessionBodySchema = z.object({ id: sessionIdSchema });

/** POST user/sessions/end and user/sessions/end-others: how many sessions ended. */
export const endedSessionsAnswerSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessionsAnswer = z.infer<typeof endedSessionsAnswerSchema>;
