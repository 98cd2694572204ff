import { applicationBodySchema, myApplicationQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { ApplicationService } from '../../../modules/application';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** GET cabinet/my-application?page&size[&lot_id]: the caller's applications, newest first. */
export const getMyApplications =
  (applications: ApplicationService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await applications.list(currentUser(req).id, parse(myApplicationQuerySchema, req.query)));
  };

/** POST cabinet/my-application {lot_id}: apply; the deposit is blocked with the application. */
export const postApply =
  (applications: ApplicationService): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(applicationBodySchema, req.body);
    const user = currentUser(req);
    res.json(await applications.apply({ id: user.id, role: user.role }, lot_id));
  };

/** POST cabinet/my-application/cancel {lot_id}: cancel before the start; the deposit is released. */
export const postCancel =
  (applications: ApplicationService): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(applicationBodySchema, req.body);
    res.json(await applications.cancel(currentUser(req).id, lot_id));
  };
