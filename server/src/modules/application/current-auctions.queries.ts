import type { CurrentAuctions, GameCount } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { countStanding, listCurrent, RUNNING_STATUSES } from './current-auctions.repository';

/** A page of current auctions is short by nature; a bound keeps a bot account's answer small. */
const MAX_CURRENT = 100;

/** The navbar badge's count and the cabinet's "current auctions" (user/game-cnt, user/current-auctions). */
export function createCurrentAuctions(db: Database) {
  return {
    async gameCount(userId: string): Promise<GameCount> {
      const { running, ahead } = await countStanding(db, userId);
      return { count: running, upcoming: ahead };
    },

    async list(userId: string): Promise<CurrentAuctions> {
      const rows = await listCurrent(db, userId, MAX_CURRENT);
      return {
        items: rows.map((row) => ({
          lot_id: row.lot_id,
          lot_number: row.lot_number,
          name: { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en },
          lot_status: row.lot_status,
          phase: (RUNNING_STATUSES as readonly number[]).includes(row.lot_status) ? 'live' : 'upcoming',
          starts_at: row.starts_at.toISOString(),
          ends_at: row.ends_at.toISOString(),
          buyer_number: row.buyer_number,
          deposit_amount: row.deposit_amount,
        })),
      };
    },
  };
}

export type CurrentAuctionsQueries = ReturnType<typeof createCurrentAuctions>;
