import type { Action, PageQuery } from '@kimoshdi/shared';
import type { Database } from '../../db/database';

export async function listActions(db: Database, userId: string, { page, size }: PageQuery) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('action_log')
      .select(['id', 'type', 'action_type', 'code', 'result', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('action_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const items: Action[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    action_type: row.action_type,
    code: row.code,
    result: row.result as Action['result'],
    created_at: row.created_at.toISOString(),
  }));
  return { items, total: Number(counted.count) };
}
