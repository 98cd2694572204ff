import { LANGUAGE_COOKIE, PICKER_LANGUAGES, langParamsSchema, type LangAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { AppError } from '../../../lib/app-error';
import { secureCookie } from '../../secure-cookie';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** POST common/lang/{lang}: remembers the interface language (uz or ru) in a cookie. */
export const postLang: RequestHandler = (req, res) => {
  const parsed = langParamsSchema.safeParse(req.params);
  if (!parsed.success) {
    throw new AppError(
      'UNSUPPORTED_LANGUAGE',
      { allowed: PICKER_LANGUAGES },
      { allowed: PICKER_LANGUAGES.join(', ') },
    );
  }
  const { lang } = parsed.data;
  res.cookie(LANGUAGE_COOKIE, lang, {
    maxAge: ONE_YEAR_MS,
    sameSite: 'lax',
    secure: secureCookie(req),
    httpOnly: false, // the client reads it to start in the right language before any call
    path: '/',
  });
  const body: LangAnswer = { lang };
  res.json(body);
};
