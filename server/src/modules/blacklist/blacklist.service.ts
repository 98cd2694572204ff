/**
 * The blacklist: its public check, a user's own entries for the cabinet, and the bar on applying.
 * Only entries in force count for the check and the bar: somebody whose term is over is honest
 * again, so an expired entry answers {found: false}.
 */
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import {
  barState,
  daysUntil,
  remainingDays,
  standingBar,
  type BanReason,
} from '@kimoshdi/shared/domain/blacklist/bar';
import type { UserBan, UserBansAnswer } from '@kimoshdi/shared/api/shop/user-bans';
import { tashkentDay, type BlackListAnswer, type CheckBlackListQuery } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { barredError } from './barred-error';
import { entriesInForce, entriesOfUser } from './blacklist.repository';

/**
 * Throws USER_BARRED when a bar stands today for the user (matched by PINFL or STIR). One indexed
 * query: applying is not a hot path, so it reads PostgreSQL and sees an entry the moment it is
 * committed.
 */
export async function assertNotBarred(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const bar = await standingBarOf(db, userId, now);
  if (bar) throw barredError(bar);
}

/** The bar standing today for the user (the one ending last), or null (common/action/access). */
export async function standingBarOf(db: Db, userId: string, now: Date = new Date()) {
  const today = tashkentDay(now);
  return standingBar(await entriesOfUser(db, userId, today), today);
}

export function createBlacklistService(db: Db, now: () => Date = () => new Date()) {
  return {
    async check(query: CheckBlackListQuery): Promise<BlackListAnswer> {
      const today = tashkentDay(now());
      const rows = await entriesInForce(db, { tin: query.tin, pinfl: query.pinfl }, today);
      if (rows.length === 0) return { found: false };
      return {
        found: true,
        entries: rows.map((r) => ({
          name: r.name,
          lot_number: r.lot_number,
          tin: r.tin === null ? null : maskPinfl(r.tin),
          pinfl: r.pinfl === null ? null : maskPinfl(r.pinfl),
          start_date: r.start_date,
          end_date: r.end_date,
          remaining_days: daysUntil(today, r.end_date),
        })),
      };
    },

    /** The caller's own entries (the id comes from the session, never from the request). */
    async mine(userId: string): Promise<UserBansAnswer> {
      const today = tashkentDay(now());
      const items: UserBan[] = (await entriesOfUser(db, userId)).map((row) => ({
        id: row.id,
        lot_number: row.lot_number,
        reason: row.reason as BanReason,
        start_date: row.start_date,
        end_date: row.end_date,
        state: barState(row, today),
        remaining_days: remainingDays(row, today),
      }));
      return { standing: standingBar(items, today), items };
    },
  };
}
export type BlacklistService = ReturnType<typeof createBlacklistService>;
