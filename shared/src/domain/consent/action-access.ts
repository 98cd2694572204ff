/**
 * What a signed-in user may do today, and the first reason why not (the order the server checks
 * in, so the answer of common/action/access and the refusal of the action itself agree):
 * the role, then a standing bar (auctions only), then the consent. A barred user is told about the
 * bar before being asked to sign, since signing would not let them bid anyway.
 */
import { canBuy, canSell, type Role } from '../user/roles';

/** apply to an auction lot, bid (and set an auto-bid), buy at a fixed price, send an order. */
export const TRADE_ACTIONS = ['apply', 'bid', 'buy', 'order'] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

export const ACCESS_REFUSALS = [
  'BUYER_ROLE_REQUIRED',
  'FORBIDDEN',
  'USER_BARRED',
  'CONSENT_REQUIRED',
] as const;
export type AccessRefusal = (typeof ACCESS_REFUSALS)[number];

export interface ActionVerdict {
  allowed: boolean;
  /** The error the action would be refused with; null when allowed. */
  reason: AccessRefusal | null;
}

export interface AccessFacts {
  role: Role;
  consented: boolean;
  /** A blacklist bar stands today (docs/decisions.md "Bans that stop a barred user"). */
  barred: boolean;
}

const allowed: ActionVerdict = { allowed: true, reason: null };
const refused = (reason: AccessRefusal): ActionVerdict => ({ allowed: false, reason });

export function actionVerdict(action: TradeAction, facts: AccessFacts): ActionVerdict {
  const auction = action === 'apply' || action === 'bid';
  if (action === 'order' ? !canSell(facts.role) : !canBuy(facts.role)) {
    return refused(action === 'order' ? 'FORBIDDEN' : 'BUYER_ROLE_REQUIRED');
  }
  if (auction && facts.barred) return refused('USER_BARRED');
  if (!facts.consented) return refused('CONSENT_REQUIRED');
  return allowed;
}

export function actionAccess(facts: AccessFacts): Record<TradeAction, ActionVerdict> {
  return {
    apply: actionVerdict('apply', facts),
    bid: actionVerdict('bid', facts),
    buy: actionVerdict('buy', facts),
    order: actionVerdict('order', facts),
  };
}
