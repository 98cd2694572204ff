/**
 * Contracts of the base amount (BHM) and the working-day calendar (issue 28):
 *   GET    common/mzp                                 the BHM in force today, and the next one entered
 *   GET    operator/bhm                               the BHM history, newest first
 *   POST   operator/bhm {from, value, reason}         a new value from a day after today
 *   POST   operator/bhm/{id}/withdraw                 withdraw a value whose day has not come
 *   GET    operator/working-days?year=                a year's overrides and the library's holidays
 *   POST   operator/working-days {day, kind, reason}  a day made a day off or a working day
 *   POST   operator/working-days/{id}/remove          remove an override of a day after today
 */
import { z } from 'zod';
import { DAY_OVERRIDE_KINDS } from '../../domain/time/working-calendar';
import { OPERATORS, type ApiGroup } from '../call';
import { multilineText, text } from '../text';
import { rowIdParamsSchema, rowIdSchema } from './user';

/** A Tashkent calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
export const calendarDaySchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'not a calendar day');

/** The smallest and largest BHM taken, in so'm: a typo of three zeros is refused, not stored. */
export const BHM_MIN_SUMS = 10_000;
export const BHM_MAX_SUMS = 100_000_000;

/** GET common/mzp: the BHM (so'm) in force on today's Tashkent day, and the thresholds built on it. */
export const mzpSchema = z.object({
  /** The BHM in so'm. */
  value: z.number().int(),
  /** Its first day in force, `YYYY-MM-DD`. */
  from: z.string(),
  /** Today in Tashkent, the day the answer is for. */
  today: z.string(),
  /** The highest fixed price of a lot announced today (60 BHM, regulation item 48), in tiyin. */
  fixed_price_max: z.string(),
  /** Above this start price (2 000 BHM, in tiyin) every auction step of a lot announced today is 2 %. */
  flat_step_above: z.string(),
  /** A value already entered for a later day, if any. */
  next: z.object({ value: z.number().int(), from: z.string() }).nullable(),
});
export type Mzp = z.infer<typeof mzpSchema>;

/** A row of the BHM history. */
export const bhmValueSchema = z.object({
  id: rowIdSchema,
  value: z.number().int(),
  from: z.string(),
  reason: z.string(),
  /** Who entered it (id and name): null for the rows the platform shipped with. */
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** In force today (exactly one row is). */
  in_force: z.boolean(),
  /** Its day has not come: it may still be withdrawn. */
  upcoming: z.boolean(),
});
export type BhmValue = z.infer<typeof bhmValueSchema>;
export const bhmHistorySchema = z.object({ today: z.string(), rows: z.array(bhmValueSchema) });
export type BhmHistory = z.infer<typeof bhmHistorySchema>;

/** POST operator/bhm: the value in whole so'm as typed ("450 000"), from a day after today. */
export const bhmInputSchema = z.object({
  from: calendarDaySchema,
  value: z
    .union([text(), z.number()])
    .transform((value) => String(value).replace(/[\s\u00a0]/g, ''))
    .pipe(z.string().regex(/^\d{1,9}$/, 'whole sums, digits only'))
    .transform(Number)
    .pipe(z.number().int().min(BHM_MIN_SUMS).max(BHM_MAX_SUMS)),
  reason: multilineText().trim().min(3).max(500),
});
export type BhmInput = z.input<typeof bhmInputSchema>;

/** A working-day override as the operators' page shows it. */
export const dayOverrideSchema = z.object({
  id: rowIdSchema,
  day: z.string(),
  kind: z.enum(DAY_OVERRIDE_KINDS),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** Its day has not come: it may still be removed. */
  upcoming: z.boolean(),
});
export type DayOverrideRow = z.infer<typeof dayOverrideSchema>;

/** GET operator/working-days?year=: the year's overrides, and the holidays the library knows. */
export const workingDaysQuerySchema = z.object({
  year: z.coerce.number().int().min(2020).max(2100).optional(),
});
export const workingDaysSchema = z.object({
  year: z.number().int(),
  today: z.string(),
  overrides: z.array(dayOverrideSchema),
  /** The year's public holidays by law, with their names in the caller's language. */
  holidays: z.array(z.object({ day: z.string(), name: z.string() })),
});
export type WorkingDays = z.infer<typeof workingDaysSchema>;

/** POST operator/working-days: a day after today made a day off or a working day. */
export const dayOverrideInputSchema = z.object({
  day: calendarDaySchema,
  kind: z.enum(DAY_OVERRIDE_KINDS),
  reason: multilineText().trim().min(3).max(500),
});
export type DayOverrideInput = z.input<typeof dayOverrideInputSchema>;

export const calendarRemovedSchema = z.object({ id: rowIdSchema, removed: z.literal(true) });

const PAST = `A day not after today (Tashkent): 400 \`CALENDAR_DAY_PAST\`, since deadlines and amounts already computed from the day would change.`;

export const calendarApi = {
  tag: 'operator-calendar',
  description: `The base calculation amount (BHM) with the day each value takes effect, and the working-day overrides decrees make (a day off moved, a holiday added, a Saturday worked). Every deadline, penalty, the 60 x BHM fixed-price limit and the 2 000 x BHM step threshold read them; each process sees a change within seconds.`,
  calls: {
    'GET /api/shop/operator/bhm': {
      summary: 'The BHM history, newest first',
      auth: OPERATORS,
      answer: bhmHistorySchema,
    },
    'POST /api/shop/operator/bhm': {
      summary: 'Enter a BHM value from a day after today',
      description: `Answers the new row (201). ${PAST} A value already entered for the day: 409 \`CALENDAR_DAY_TAKEN\`. The value is whole so'm, ${BHM_MIN_SUMS} to ${BHM_MAX_SUMS}.`,
      auth: OPERATORS,
      body: bhmInputSchema,
      status: 201,
      answer: bhmValueSchema,
      errors: ['CALENDAR_DAY_PAST', 'CALENDAR_DAY_TAKEN'],
    },
    'POST /api/shop/operator/bhm/{id}/withdraw': {
      summary: 'Withdraw a BHM value whose day has not come',
      description: `The row stays in the record as withdrawn. ${PAST} No such row: 404.`,
      auth: OPERATORS,
      params: rowIdParamsSchema,
      answer: calendarRemovedSchema,
      errors: ['NOT_FOUND', 'CALENDAR_DAY_PAST'],
    },
    'GET /api/shop/operator/working-days': {
      summary: "A year's working-day overrides and the public holidays",
      description: `Without \`year\`: this year (Tashkent).`,
      auth: OPERATORS,
      query: workingDaysQuerySchema,
      answer: workingDaysSchema,
    },
    'POST /api/shop/operator/working-days': {
      summary: 'Make a day after today a day off or a working day',
      description: `Answers the new override (201). ${PAST} An override of the day exists: 409 \`CALENDAR_DAY_TAKEN\`. A day off that is off already (a weekend, a public holiday), or a working day that works already: 400 \`CALENDAR_OVERRIDE_NO_EFFECT\`.`,
      auth: OPERATORS,
      body: dayOverrideInputSchema,
      status: 201,
      answer: dayOverrideSchema,
      errors: ['CALENDAR_DAY_PAST', 'CALENDAR_DAY_TAKEN', 'CALENDAR_OVERRIDE_NO_EFFECT'],
    },
    'POST /api/shop/operator/working-days/{id}/remove': {
      summary: 'Remove an override of a day after today',
      description: `The row stays in the record as removed. ${PAST} No such override: 404.`,
      auth: OPERATORS,
      params: rowIdParamsSchema,
      answer: calendarRemovedSchema,
      errors: ['NOT_FOUND', 'CALENDAR_DAY_PAST'],
    },
  },
} satisfies ApiGroup;
