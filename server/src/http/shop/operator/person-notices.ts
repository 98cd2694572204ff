import { personNoticesQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { PersonNoticesService } from '../../../modules/notification';

/** GET operator/person-notices?login=: a person's recent notices and their deliveries. */
export const getPersonNotices =
  (notices: PersonNoticesService): RequestHandler =>
  async (req, res) => {
    const { login } = parse(personNoticesQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await notices.find(login, req.lang));
  };
