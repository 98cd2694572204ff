/**
 * The demo's working-day overrides (issue 28), for `npm start` only: the kind of decree the
 * operator's "Working-day calendar" page exists for, so it opens with rows to read. Made-up
 * examples, said so in their reasons: a day off moved onto the Friday after New Year and the
 * Saturday worked in exchange. Both are behind the demo's today on purpose: an upcoming one would
 * move the deadlines the demo's other seeds and their tests compute; the operator adds those.
 * Idempotent: a day with an override keeps it.
 */
import type { Database } from '../db/database';
import { seedDayOverrides } from '../modules/calendar';

export const DEMO_DAY_OVERRIDES = [
  { day: '2026-01-02', kind: 'day_off', reason: "Demo example: the New Year's day off extended to Friday" },
  { day: '2026-01-10', kind: 'working_day', reason: 'Demo example: Saturday worked for Friday 2 January' },
] as const;

export async function seedDemoCalendar(db: Database, operatorId: string): Promise<{ written: number }> {
  const written = await seedDayOverrides(
    db,
    DEMO_DAY_OVERRIDES.map((row) => ({ ...row, createdBy: operatorId })),
  );
  return { written };
}
