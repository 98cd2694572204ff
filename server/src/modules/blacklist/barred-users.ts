/**
 * Who is barred from bidding, kept in each web process's memory (docs/decisions.md "Bans that
 * stop a barred user, and ban transparency"). A bid is the platform's hottest call, so its check
 * is one Map lookup: the map holds only users named by an entry that has not ended, and for them
 * alone the day's rule (shared/src/domain/blacklist/bar.ts) decides.
 *
 * The map is read from PostgreSQL when the first bid asks (a worker, which takes no bids, never
 * loads it), again whenever the list changes (the `blacklist_changed` notification a trigger raises
 * at commit, migration 0630) and every `refreshMs` besides, which covers what no trigger sees: a
 * new Tashkent day (a bar begins or ends at midnight), a user who registers with a barred id, a
 * lost feed. A failed read keeps the last map and is tried again on the next tick.
 */
import { standingBar, type BarPeriod } from '@kimoshdi/shared/domain/blacklist/bar';
import { tashkentDay } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { listenForNotifications, type Listening } from '../../db/listen';
import type { Logger } from '../../lib/logger';
import { barredError } from './barred-error';
import { barredUsers } from './blacklist.repository';

export const BLACKLIST_CHANNEL = 'blacklist_changed';

type Bar = BarPeriod & { lot_number: string };

export interface BarredUsers {
  /**
   * Throws USER_BARRED when a bar stands today for the user. Synchronous (undefined) once the map
   * is loaded; a promise only until the first load.
   */
  check(userId: string): Promise<void> | undefined;
  /** Reads the list again now (tests; the feed and the timer call it by themselves). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

export interface BarredUsersOptions {
  db: Db;
  databaseUrl: string;
  logger: Logger;
  now?: () => Date;
  refreshMs?: number;
  /**
   * Users barred today who were not in the previous read (every barred user on the first read):
   * the auction withdraws their auto-bids. Errors are logged, never thrown.
   */
  onBarred?: (userIds: string[]) => Promise<void>;
}

export function createBarredUsers(options: BarredUsersOptions): BarredUsers {
  const { db, databaseUrl, logger, now = () => new Date(), refreshMs = 5_000, onBarred } = options;
  let bars: Map<string, Bar[]> | undefined;
  let started = false;
  let closed = false;
  let loading: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let feed: Listening | undefined;

  const barredToday = (map: Map<string, Bar[]> | undefined, userId: string, today: string) => {
    const list = map?.get(userId);
    return list !== undefined && standingBar(list, today) !== null;
  };

  async function load(): Promise<void> {
    const today = tashkentDay(now());
    const next = new Map<string, Bar[]>();
    for (const row of await barredUsers(db, today)) {
      const list = next.get(row.user_id);
      const bar = { lot_number: row.lot_number, start_date: row.start_date, end_date: row.end_date };
      if (list) list.push(bar);
      else next.set(row.user_id, [bar]);
    }
    const previous = bars;
    bars = next;
    if (!onBarred) return;
    const fresh = [...next.keys()].filter(
      (userId) => barredToday(next, userId, today) && !barredToday(previous, userId, today),
    );
    if (fresh.length > 0) {
      onBarred(fresh).catch((error: unknown) =>
        logger.error({ err: error, users: fresh }, 'could not withdraw the auto-bids of barred users'),
      );
    }
  }

  /** One read at a time; a change arriving during a read makes one more read after it. */
  function refresh(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = load().finally(() => {
      loading = undefined;
      if (again && !closed) {
        again = false;
        void refresh().catch(() => {});
      }
    });
    return loading;
  }

  const refreshLogged = () =>
    void refresh().catch((error: unknown) =>
      logger.warn({ err: error }, 'could not read the blacklist; keeping the last copy'),
    );

  function start() {
    started = true;
    timer = setInterval(refreshLogged, refreshMs);
    timer.unref();
    feed = listenForNotifications({
      databaseUrl,
      channel: BLACKLIST_CHANNEL,
      logger,
      onChange: refreshLogged,
    });
  }

  function verdict(userId: string): undefined {
    const list = bars?.get(userId);
    if (list === undefined) return undefined;
    const bar = standingBar(list, tashkentDay(now()));
    if (bar) throw barredError(bar);
    return undefined;
  }

  return {
    check(userId) {
      if (bars !== undefined) return verdict(userId);
      if (!started) start();
      // Until the first read the check waits for it (milliseconds after the process's first bid).
      return (loading ?? refresh()).then(() => verdict(userId));
    },
    refresh() {
      if (!started) start();
      return refresh();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await feed?.close();
      await loading?.catch(() => {});
    },
  };
}
