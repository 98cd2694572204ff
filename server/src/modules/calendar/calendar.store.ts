/**
 * The BHM history and the working-day overrides in memory (issue 28). Loaded at boot, before any
 * request, and again every few seconds in the background, so every process sees an operator's
 * change within seconds while the rules that read them (penalties, thresholds, every deadline)
 * stay synchronous; the process that made a change reloads at once.
 *
 * DECISION: polling two small tables rather than a Redis message: a message lost while a process
 * restarts would leave it on old values for good, a poll cannot; the cost is two indexed reads per
 * process every REFRESH_MS.
 */
import { useBhmTable } from '@kimoshdi/shared/domain/money/bhm';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { useDayOverrides } from '../../lib/uzbek-holidays';
import { bhmRows, overrideRows } from './calendar.repository';

export const REFRESH_MS = 5_000;

export interface CalendarStore {
  /** Reads both tables and installs them; throws when PostgreSQL cannot answer. */
  load(): Promise<void>;
  /** Keeps reloading every `refreshMs` until stop(); a failed reload keeps the values it had. */
  start(): void;
  stop(): void;
}

export function createCalendarStore(db: Database, logger: Logger, refreshMs = REFRESH_MS): CalendarStore {
  let timer: NodeJS.Timeout | undefined;
  let loading: Promise<void> | undefined;

  async function read(): Promise<void> {
    const [bhm, overrides] = await Promise.all([bhmRows(db), overrideRows(db)]);
    // An empty table (every row withdrawn by hand in SQL) keeps the values in force rather than
    // leaving the rules without a BHM.
    if (bhm.length > 0) useBhmTable(bhm.map((row) => ({ from: row.effective_from, sums: BigInt(row.sums) })));
    useDayOverrides(overrides.map(({ day, kind }) => ({ day, kind })));
  }

  function load(): Promise<void> {
    // A reload asked while one runs waits for it and then reads again: a change just committed is
    // never answered by a read that began before it.
    const next = (loading ?? Promise.resolve()).catch(() => undefined).then(read);
    loading = next;
    return next;
  }

  return {
    load,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        load().catch((error: unknown) =>
          logger.warn({ err: error }, 'the BHM and working-day calendar could not be reloaded'),
        );
      }, refreshMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
