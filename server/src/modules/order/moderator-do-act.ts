/**
 * order-action/do-act called by an operator: the moderator's three decisions through the same call
 * the customer uses (docs/api.md), each exactly the desk's own command, so both doors decide alike.
 */
import type { DoActAnswer, ModeratorDoActBody } from '@kimoshdi/shared';
import { approveOrder, rejectOrder, returnOrder, type ModerationDeps } from './order-moderation.commands';

export async function moderatorDoAct(
  deps: ModerationDeps,
  input: { moderatorId: string; body: ModeratorDoActBody },
): Promise<DoActAnswer> {
  const { moderatorId, body } = input;
  const orderId = body.order_id;
  // The schema requires a reason for return and reject.
  const reason = body.reason ?? '';
  const answer =
    body.action === 'approve'
      ? await approveOrder(deps, { orderId, moderatorId })
      : body.action === 'return'
        ? await returnOrder(deps.db, { orderId, moderatorId, reason })
        : await rejectOrder(deps.db, { orderId, moderatorId, reason });
  return {
    order_id: answer.order_id,
    action: answer.decision,
    status: answer.status,
    lot_ids: answer.lot_ids,
  };
}
