import { addDays, tashkentDay, type Visitors } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import { addVisitor, countVisitors } from './visitors.redis';
import { dayCounts, saveDayCount } from './visitors.repository';

/** "Last 30 days" in the footer: today and the 29 days before it, unique visitors summed per day. */
export const MONTH_DAYS = 30;

interface VisitorsDeps {
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
  now?: () => number;
}

export function createVisitorsService({ db, redis, keys, logger, now = Date.now }: VisitorsDeps) {
  async function liveCount(day: string): Promise<number> {
    try {
      return await countVisitors(redis, keys, day);
    } catch (error) {
      // Redis away: the footer falls back to what PostgreSQL holds rather than failing the page.
      logger.warn({ err: error }, 'visitor count from Redis failed');
      return 0;
    }
  }

  return {
    /** Counts a visitor once per Tashkent day. */
    async record(visitorId: string): Promise<void> {
      await addVisitor(redis, keys, tashkentDay(now()), visitorId);
    },

    async counts(): Promise<Visitors> {
      const today = tashkentDay(now());
      const yesterday = addDays(today, -1);
      const [stored, liveToday, liveYesterday] = await Promise.all([
        dayCounts(db, addDays(today, -(MONTH_DAYS - 1)), today),
        liveCount(today),
        liveCount(yesterday),
      ]);
      const todayCount = Math.max(liveToday, stored.get(today) ?? 0);
      const yesterdayCount = Math.max(liveYesterday, stored.get(yesterday) ?? 0);
      let month = todayCount + yesterdayCount;
      for (const [day, visitors] of stored) if (day !== today && day !== yesterday) month += visitors;
      return { month_count: month, yesterday_count: yesterdayCount, today_count: todayCount };
    },

    /** Copies today's and yesterday's counts into PostgreSQL (yesterday's final count after midnight). */
    async rollup(): Promise<{ day: string; visitors: number }[]> {
      const today = tashkentDay(now());
      const days = [addDays(today, -1), today];
      const saved: { day: string; visitors: number }[] = [];
      for (const day of days) {
        const visitors = await countVisitors(redis, keys, day);
        if (visitors > 0) {
          await saveDayCount(db, day, visitors);
          saved.push({ day, visitors });
        }
      }
      return saved;
    },
  };
}

export type VisitorsService = ReturnType<typeof createVisitorsService>;
