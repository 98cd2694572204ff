/**
 * The public blacklist check. Only entries in force count: somebody whose term is over is honest
 * again, so an expired entry answers {found: false}.
 */
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import { tashkentDay, type BlackListAnswer, type CheckBlackListQuery } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { entriesInForce } from './blacklist.repository';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

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
          remaining_days: daysBetween(today, r.end_date),
        })),
      };
    },
  };
}
export type BlacklistService = ReturnType<typeof createBlacklistService>;
