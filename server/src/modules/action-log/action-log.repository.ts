import type { ActionKind, ActionType } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

/** What happened, in a few stable words: type "auth", action "sign-in"; type "money", action "top-up". */
export interface ActionRecord {
  userId: string;
  type: ActionKind;
  /** One of ACTION_TYPES: each has its words in every language, so the cabinet never shows a code. */
  actionType: ActionType;
  /** A reference the user can quote: a payment id, a refund number, a lot number. */
  code?: string;
  result: 'success' | 'failure';
  ip?: string;
}

/** Writes one row of the action log, inside the caller's transaction when given one. */
export async function logAction(db: Db, action: ActionRecord): Promise<void> {
  await db
    .insertInto('action_log')
    .values({
      user_id: action.userId,
      type: action.type,
      action_type: action.actionType,
      code: action.code ?? null,
      result: action.result,
      ip: action.ip ?? null,
    })
    .execute();
}
