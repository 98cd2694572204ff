import type { PageQuery, Transaction } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';

type Kind = Transaction['kind'];
type Status = Transaction['status'];

/**
 * The status of a movement of the available balance, read from the movement that settled it (a
 * later ledger transaction whose settles_id points back): a held deposit or refund is pending until
 * decided; then it either went for good (completed) or came back (returned). A top-up the provider
 * cancelled is reversed. Everything else is final when written.
 */
export function transactionStatus(kind: Kind, settledBy: string | null): Status {
  switch (kind) {
    case 'top_up':
      return settledBy === 'top_up_reversal' ? 'reversed' : 'completed';
    case 'deposit_block':
      if (settledBy === 'deposit_release') return 'returned';
      return settledBy === 'deposit_forfeit' ? 'completed' : 'pending';
    case 'refund_request':
      if (settledBy === 'refund_reject') return 'returned';
      return settledBy === 'refund_approve' ? 'completed' : 'pending';
    case 'payment':
      return settledBy === 'payment_return' ? 'returned' : 'completed';
    default:
      return 'completed';
  }
}

/**
 * Ledger transactions that moved the user's available balance, newest first. The net of a
 * movement's entries on that account gives its direction; a movement that touched it and netted
 * zero moved nothing the user could see and is left out.
 */
function movedOf(db: Database, userId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'available')
    .groupBy('e.transaction_id')
    .having((eb) => eb.fn.sum('e.amount'), '<>', 0)
    .select((eb) => ['e.transaction_id', eb.fn.sum<string>('e.amount').as('net')]);
}

export async function listTransactions(db: Database, userId: string, { page, size }: PageQuery) {
  const moved = movedOf(db, userId);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom(moved.as('m'))
      .innerJoin('ledger_transactions as t', 't.id', 'm.transaction_id')
      .leftJoin('ledger_transactions as s', 's.settles_id', 't.id')
      .select(['t.id', 't.kind', 't.description', 't.created_at', 'm.net', 's.kind as settled_by'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom(moved.as('m'))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);

  return { items: rows.map(toTransaction), total: Number(counted.count) };
}

function toTransaction(row: {
  id: string;
  kind: string;
  description: string;
  created_at: Date;
  net: string;
  settled_by: string | null;
}): Transaction {
  const kind = row.kind as Kind;
  const outgoing = row.net.startsWith('-');
  return {
    id: row.id,
    kind,
    type: outgoing ? 'outgoing' : 'income',
    amount: outgoing ? row.net.slice(1) : row.net,
    status: transactionStatus(kind, row.settled_by),
    description: row.description,
    created_at: row.created_at.toISOString(),
  };
}

/** listTransactions' rows in its order, a keyset page after `after` (the export streams them). */
export async function transactionsAfter(
  db: Database,
  userId: string,
  after: KeysetCursor | null,
  limit: number,
) {
  let query = db
    .selectFrom(movedOf(db, userId).as('m'))
    .innerJoin('ledger_transactions as t', 't.id', 'm.transaction_id')
    .leftJoin('ledger_transactions as s', 's.settles_id', 't.id')
    .select(['t.id', 't.kind', 't.description', 't.created_at', 'm.net', 's.kind as settled_by'])
    .select(cursorAt('t.created_at').as('cursor_at'));
  if (after)
    query = query.where(afterCursor({ at: 't.created_at', id: 't.id', type: 'timestamptz' }, after, 'desc'));
  const rows = await query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...toTransaction(row), cursor_at: row.cursor_at }));
}
