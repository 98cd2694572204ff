import {
  type Action,
  type Language,
  type Message,
  type Page,
  type PageQuery,
  type Payment,
  type Profile,
  type Transaction,
  type UnreadCount,
} from '@kimoshdi/shared';
import { isRole } from '@kimoshdi/shared/domain/user/roles';
import type { Database } from '../../db/database';
import { keysetRows } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { listActions } from './actions.repository';
import { countMessages, listMessages, markAllMessagesRead, markMessageRead } from './messages.repository';
import { listPayments, paymentsAfter } from './payments.repository';
import { findProfile } from './profile.repository';
import { toProfile } from './profile-view';
import { listTransactions, transactionsAfter } from './transactions.repository';

/**
 * The signed-in user's own records, read for the cabinet. Every method takes the caller's id from
 * the session, never from the request, so one user can only ever reach their own rows. The lists
 * read from `reads` (a read replica when there are: db/read-database.ts); marking messages read,
 * and the count it answers, stay on `db`.
 */
export function createCabinetService(db: Database, reads: Database = db) {
  const countUnread = async (on: Database, userId: string): Promise<UnreadCount> => ({
    count: await countMessages(on, userId, true),
  });
  const unreadCount = (userId: string) => countUnread(reads, userId);

  return {
    async messages(userId: string, query: PageQuery, lang: Language = 'uz'): Promise<Page<Message>> {
      return { ...(await listMessages(reads, userId, query, lang)), ...query };
    },

    unreadCount,

    /** Another user's message, or none at all, is the same 404. */
    async markRead(userId: string, messageId: string): Promise<UnreadCount> {
      if (!(await markMessageRead(db, userId, messageId))) throw new AppError('NOT_FOUND');
      return countUnread(db, userId);
    },

    async markAllRead(userId: string): Promise<UnreadCount> {
      await markAllMessagesRead(db, userId);
      return countUnread(db, userId);
    },

    async actions(userId: string, query: PageQuery): Promise<Page<Action>> {
      return { ...(await listActions(reads, userId, query)), ...query };
    },

    async payments(userId: string, query: PageQuery): Promise<Page<Payment>> {
      return { ...(await listPayments(reads, userId, query)), ...query };
    },

    async transactions(userId: string, query: PageQuery): Promise<Page<Transaction>> {
      return { ...(await listTransactions(reads, userId, query)), ...query };
    },

    /** All the user's payments in the list's order, a keyset page at a time (exports). */
    streamPayments(userId: string): AsyncGenerator<Payment> {
      return keysetRows((after, limit) => paymentsAfter(reads, userId, after, limit));
    },

    /** All the user's movements in the list's order, a keyset page at a time (exports). */
    streamTransactions(userId: string): AsyncGenerator<Transaction> {
      return keysetRows((after, limit) => transactionsAfter(reads, userId, after, limit));
    },

    /** Personal info, its address in `lang` (the reader's). */
    async profile(userId: string, lang: Language = 'uz'): Promise<Profile> {
      const row = await findProfile(db, userId);
      // The session outlived its user (deleted by an operator): treat it as signed out.
      if (!row || !isRole(row.role)) throw new AppError('UNAUTHORIZED');
      return toProfile({ ...row, role: row.role }, lang);
    },
  };
}

export type CabinetService = ReturnType<typeof createCabinetService>;
