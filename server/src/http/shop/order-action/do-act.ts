import { doActBodySchema, moderatorDoActBodySchema } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { doOrderAction, moderatorDoAct } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/**
 * POST order-action/do-act: a customer's action on their own order {order_id, action: send |
 * cancel}, or an operator's decision on a sent order {order_id, action: approve | return | reject,
 * reason}. The router lets only those two kinds of account in.
 */
export const postDoAct =
  ({ db, queues, services }: Pick<Deps, 'db' | 'queues' | 'services'>): RequestHandler =>
  async (req, res) => {
    const user = currentUser(req);
    if (isOperator(user.role)) {
      const body = parse(moderatorDoActBodySchema, req.body);
      res.json(await moderatorDoAct({ db, queues }, { moderatorId: user.id, body }));
      return;
    }
    const { order_id, action } = parse(doActBodySchema, req.body);
    res.json(await doOrderAction(db, services.consent, { userId: user.id, orderId: order_id, action }));
  };
