import type { NextFunction, Request, Response } from 'express';
import type { Language } from '@kimoshdi/shared';
import { callerLanguage, type Cookies } from '../../lib/caller';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The language of this request's answers: the `lang` cookie, else Accept-Language, else uz. */
      lang: Language;
    }
  }
}

/** Every answer's language, also outside /api (Kimoshdi ID's pages, the test payment page). */
export function language(req: Request, _res: Response, next: NextFunction): void {
  req.lang = callerLanguage((req.cookies ?? {}) as Cookies, req.get('accept-language'));
  next();
}
