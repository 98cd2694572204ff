/**
 * The actions on an order as the routes call them, built once in deps.ts: the customer's send and
 * cancel (asking the consent gate), the moderator's decisions, an action's result, and putting a
 * lot up again (its start job scheduled on the auction queue).
 */
import type { Database } from '../../db/database';
import type { Queues } from '../../redis/queues';
import type { ConsentCheck } from '../consent';
import { moderatorDoAct } from './moderator-do-act';
import { doOrderAction, orderActionResult } from './order-actions';
import { repeatLot, repeatTermsOf } from './repeat-auction';

type InputOf<F extends (context: never, ...rest: never[]) => unknown> = Parameters<F>[1];

export function createOrderActions(deps: {
  db: Database;
  queues: Pick<Queues, 'auction'>;
  consent: ConsentCheck;
}) {
  const { db, consent } = deps;
  const withQueues = { db, queues: deps.queues };
  return {
    act: (input: Parameters<typeof doOrderAction>[2]) => doOrderAction(db, consent, input),
    moderate: (input: InputOf<typeof moderatorDoAct>) => moderatorDoAct(withQueues, input),
    result: (input: InputOf<typeof orderActionResult>) => orderActionResult(db, input),
    repeatTerms: (input: InputOf<typeof repeatTermsOf>) => repeatTermsOf(db, input),
    repeat: (input: InputOf<typeof repeatLot>) => repeatLot(withQueues, input),
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
