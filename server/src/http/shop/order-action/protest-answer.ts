import { protestAnswerBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { ProtestService } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** POST order-action/protest-answer {protest_id, answer: accept | reject, note}: the customer's answer. */
export const postProtestAnswer =
  (protests: ProtestService): RequestHandler =>
  async (req, res) => {
    const body = parse(protestAnswerBodySchema, req.body);
    res.json(await protests.answer({ userId: currentUser(req).id, body }));
  };
