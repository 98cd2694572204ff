/**
 * What the customer may do with an order in each state (docs/product.md section 4.2: "send, edit,
 * cancel, duplicate"; edited or deleted only while forming or returned). One table for the server's
 * checks and the client's buttons. A returned order is forming again (status 1 with
 * `returned_at`), so orderEditable covers it.
 */
import { ORDER_FORMING, orderEditable } from './order-editable';

/** 2: sent, waiting for the moderator's check. */
export const ORDER_UNDER_MODERATION = 2;

export const ORDER_ACTIONS = ['send', 'edit', 'delete', 'cancel', 'duplicate'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The actions of order-action/do-act (the others have calls of their own). */
export const DO_ACT_ACTIONS = ['send', 'cancel'] as const;
export type DoActAction = (typeof DO_ACT_ACTIONS)[number];

/** The moderator's decisions on a sent order (operator/orders and, for operators, do-act). */
export const MODERATION_DECISIONS = ['approve', 'return', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/**
 * `rejected`: the moderator rejected the order (it keeps status 2 with `rejected_at`,
 * docs/decisions.md "Order moderation desk"): it may only be copied.
 */
export function orderActionAllowed(action: OrderAction, status: number, rejected = false): boolean {
  if (rejected) return action === 'duplicate';
  switch (action) {
    case 'send':
    case 'edit':
    case 'delete':
      return orderEditable(status);
    // The customer takes a sent order back before the moderator decides; withdrawing a lot
    // already on trade is order-action/withdraw-lot's (lot-withdrawal.ts), not this action.
    case 'cancel':
      return status === ORDER_UNDER_MODERATION;
    // A copy is a new forming order: any order may be copied.
    case 'duplicate':
      return true;
  }
}

export function orderActions(status: number, rejected = false): Record<OrderAction, boolean> {
  return Object.fromEntries(
    ORDER_ACTIONS.map((action) => [action, orderActionAllowed(action, status, rejected)]),
  ) as Record<OrderAction, boolean>;
}

/** Where each action leaves the order. */
export const STATUS_AFTER: Record<DoActAction, number> = {
  send: ORDER_UNDER_MODERATION,
  cancel: ORDER_FORMING,
};
