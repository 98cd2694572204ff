/** modules/calendar's service, built once in deps.ts: the store and the operators' desk. */
import type { Language } from '@kimoshdi/shared';
import type { DayOverrideKind } from '@kimoshdi/shared/domain/time/working-calendar';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { addBhm, addDayOverride, removeDayOverride, withdrawBhmValue } from './calendar.commands';
import { bhmHistory, mzpOn, workingDaysOf } from './calendar.queries';
import { createCalendarStore, REFRESH_MS } from './calendar.store';

export function createCalendarService(db: Database, logger: Logger, refreshMs = REFRESH_MS) {
  const store = createCalendarStore(db, logger, refreshMs);
  const ctx = { db, store };
  return {
    /** At boot: load, then keep refreshing (stopped by stop()). */
    async start(): Promise<void> {
      await store.load();
      store.start();
    },
    stop: () => store.stop(),
    /** Reads both tables again now (the other processes' changes, without waiting for the timer). */
    refresh: () => store.load(),
    mzp: (now = new Date()) => mzpOn(now),
    bhmHistory: (now = new Date()) => bhmHistory(db, now),
    addBhm: (input: {
      from: string;
      value: number;
      reason: string;
      operatorId: string;
      operatorName: string;
    }) => addBhm(ctx, { ...input, now: new Date() }),
    withdrawBhm: (input: { id: string; operatorId: string }) =>
      withdrawBhmValue(ctx, { ...input, now: new Date() }),
    workingDays: (year: number, lang: Language, now = new Date()) => workingDaysOf(db, year, lang, now),
    addDayOverride: (input: {
      day: string;
      kind: DayOverrideKind;
      reason: string;
      operatorId: string;
      operatorName: string;
    }) => addDayOverride(ctx, { ...input, now: new Date() }),
    removeDayOverride: (input: { id: string; operatorId: string }) =>
      removeDayOverride(ctx, { ...input, now: new Date() }),
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
