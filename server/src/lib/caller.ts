/**
 * Who is calling, and in which language: found one way for every door (the Express stack, the bid
 * fast path below it and the Socket.IO handshake), so a session or a language choice never means
 * one thing on a page and another on its socket.
 */
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@kimoshdi/shared';
import type { Role } from '@kimoshdi/shared/domain/user/roles';

/** The session cookie: it carries the token, the database keeps only its hash. */
export const SESSION_COOKIE = 'sid';

/** A signed-in caller, as the session store finds it. */
export interface SessionUser {
  /** users.id (BIGINT, kept as a string). */
  id: string;
  role: Role;
  userName: string;
  fullName: string;
  sessionId: string;
}

/** The part of the session service a door needs (modules/session answers it). */
export interface SessionResolver {
  resolve(token: string): Promise<SessionUser | undefined>;
}

export type Cookies = Readonly<Record<string, string | undefined>>;

export interface Caller {
  /** The session cookie's token, when one was sent (even if it no longer opens a session). */
  token?: string;
  /** Undefined for a guest, and for a token whose session is gone or expired. */
  user?: SessionUser;
  lang: Language;
}

/** The language of the answers: the site's `lang` cookie, else Accept-Language, else uz. */
export function callerLanguage(cookies: Cookies, acceptLanguage: string | undefined): Language {
  return pickLanguage(cookies[LANGUAGE_COOKIE], acceptLanguage);
}

export async function resolveCaller(
  sessions: SessionResolver,
  cookies: Cookies,
  acceptLanguage: string | undefined,
): Promise<Caller> {
  const lang = callerLanguage(cookies, acceptLanguage);
  const token = cookies[SESSION_COOKIE];
  if (!token) return { lang };
  const user = await sessions.resolve(token);
  return user ? { token, user, lang } : { token, lang };
}
