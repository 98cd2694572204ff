/**
 * The demo's working-day overrides (issue 28), for `npm start` only: the kind of decree the
 * operator's "Working-day calendar" page exists for, so it opens with rows to read. Made-up
 * examples, said so in their reasons (written in Uzbek, as an operator here would write them): a
 * day off moved onto the Friday after New Year and the Saturday worked in exchange. Both are behind the demo's today on purpose: an upcoming one would
 * move the deadlines the demo's other seeds and their tests compute; the operator adds those.
 * Idempotent: a day with an override keeps it.
 */
import type { Database } from '../db/database';
import { seedDayOverrides } from '../modules/calendar';

export const DEMO_DAY_OVERRIDES = [
  {
    day: '2026-01-02',
    kind: 'day_off',
    reason: "Namuna (o'ylab topilgan): Yangi yil dam olishi 2-yanvar, jumagacha uzaytirildi",
  },
  {
    day: '2026-01-10',
    kind: 'working_day',
    reason: "Namuna (o'ylab topilgan): 2-yanvar, juma o'rniga shanba ish kuni",
  },
] as const;

export async function seedDemoCalendar(db: Database, operatorId: string): Promise<{ written: number }> {
  const written = await seedDayOverrides(
    db,
    DEMO_DAY_OVERRIDES.map((row) => ({ ...row, createdBy: operatorId })),
  );
  return { written };
}
