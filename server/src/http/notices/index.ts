/**
 * api/notices/unsubscribe: the link at the foot of every notice e-mail (issue 27). No session and
 * no CSRF token: the link's signed token says whose e-mails of which topic, and all it can do is
 * stop them. GET shows a page asking to confirm (a link opened by a mail scanner changes nothing);
 * POST stops them: the page's button, or a mail client's one-click unsubscribe (RFC 8058,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), which posts without asking anyone.
 */
import { unsubscribeQuerySchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { parse } from '../../lib/parse';
import type { NoticeSettingsService } from '../../modules/notification';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { unsubscribePage } from './unsubscribe-page';

const getUnsubscribe =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const { token } = parse(unsubscribeQuerySchema, req.query);
    const target = await settings.readUnsubscribe(token);
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(target ? 200 : 404)
      .type('html')
      .send(
        target
          ? unsubscribePage(target, { step: 'confirm', token })
          : unsubscribePage({ lang: req.lang }, { step: 'invalid' }),
      );
  };

const postUnsubscribe =
  (settings: NoticeSettingsService): RequestHandler =>
  async (req, res) => {
    const { token } = parse(unsubscribeQuerySchema, req.query);
    const target = await settings.unsubscribe(token);
    if (!target) throw new AppError('NOT_FOUND', { token: 'unsubscribe' });
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(unsubscribePage(target, { step: 'done' }));
  };

export function noticesRouter({ services }: Deps): Router {
  const router = Router();
  const settings = services.noticeSettings;
  router
    .route('/unsubscribe')
    .get(getUnsubscribe(settings))
    .post(postUnsubscribe(settings))
    .all(methodNotAllowed);
  return router;
}
