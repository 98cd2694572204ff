import type { NextFunction, Request, Response } from 'express';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@kimoshdi/shared';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The language of this request's answers: the `lang` cookie, else Accept-Language, else uz. */
      lang: Language;
    }
  }
}

export function language(req: Request, _res: Response, next: NextFunction): void {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  req.lang = pickLanguage(cookies?.[LANGUAGE_COOKIE], req.get('accept-language'));
  next();
}
