import type { Database } from '../../db/database';

export interface NewContactMessage {
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  lang: string;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
