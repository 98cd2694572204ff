import { LANGUAGE_COOKIE, isLanguage } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { secureCookie } from './secure-cookie';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `?lang=ru` (or OpenID Connect's `ui_locales=ru`) on a page the shop sends the person to: the
 * page answers in the language picked on the site, and the `lang` cookie keeps it (as
 * common/lang does). The site's choice has to travel in the address because the cookie may be
 * gone while the site still shows the choice, and an identity provider may live on another origin.
 * Without either, the request's language stays (the cookie, else the browser's).
 */
export const languageParam: RequestHandler = (req, res, next) => {
  const wanted = req.query.lang ?? firstLocale(req.query.ui_locales);
  if (isLanguage(wanted)) {
    req.lang = wanted;
    res.cookie(LANGUAGE_COOKIE, wanted, {
      maxAge: ONE_YEAR_MS,
      sameSite: 'lax',
      secure: secureCookie(req),
      httpOnly: false, // the shop's client reads it to start in the same language
      path: '/',
    });
  }
  next();
};

/** `ui_locales` is a space-separated list in order of preference; the first one counts. */
function firstLocale(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().split(/\s+/)[0] : undefined;
}
