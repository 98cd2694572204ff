import type { Database } from '../../db/database';

export function findProfile(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['full_name', 'user_name', 'role', 'phone', 'email', 'pinfl', 'stir', 'address', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
