import { protestAnswerBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { answerProtest } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** POST order-action/protest-answer {protest_id, answer: accept | reject, note}: the customer's answer. */
export const postProtestAnswer =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const body = parse(protestAnswerBodySchema, req.body);
    res.json(await answerProtest(db, { userId: currentUser(req).id, body }));
  };
