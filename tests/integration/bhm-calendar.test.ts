/**
 * The base amount (BHM) and the working-day calendar as data (issue 28): common/mzp answers the
 * value in force; operators enter a value for a later day and make a day off or a working day;
 * bad input and days already begun are refused with nothing changed; a day off moves a protest
 * deadline, and a value in force changes the penalty unit and the 60 x BHM fixed-price limit,
 * seen by the process within its refresh. On a database of its own: its overrides and values must
 * not move the other files' deadlines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bhmHistorySchema,
  bhmValueSchema,
  dayOverrideSchema,
  LOT_STATUS,
  mzpSchema,
  protestTermsSchema,
  withdrawTermsSchema,
  workingDaysSchema,
} from '@kimoshdi/shared';
import { addDays, tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { workingCalendar, type DayOverride } from '@kimoshdi/shared/domain/time/working-calendar';
import { addWorkingDays, isWorkingDay, nthWorkingDayAfter } from '@kimoshdi/shared/domain/time/working-days';
import type { Running } from '../../server/src/boot';
import { uzbekHolidays } from '../../server/src/lib/uzbek-holidays';
import { CALENDAR_REFRESH_MS } from '../../server/src/modules/calendar';
import { createTestLot, createTestOrder } from '../support/catalogue';
import { call, mergeHeaders } from '../support/http';
import { completeOrderOverApi, ORDER_STEP_INPUT } from '../support/orders';
import { endedLotWithParticipants } from '../support/protests';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

const DATABASE = ownDatabaseName('bhm_calendar');
let server: Running;
let operator: TestUser;
let customer: TestUser;
let guest: Pick<TestUser, 'headers'>;

beforeAll(async () => {
  server = await startServerOnOwnDatabase(DATABASE, 'bhm-calendar:');
  operator = await signIn(server, { role: 'operator' });
  customer = await signIn(server, { role: 'customer' });
  guest = { headers: await guestHeaders(server) };
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(DATABASE);
});

const db = () => server.deps.db;
const send = (method: string, path: string, user: Pick<TestUser, 'headers'> | undefined, body?: unknown) =>
  call(server.url, `/api/shop/${path}`, {
    method,
    headers: mergeHeaders(
      user?.headers ?? {},
      body === undefined ? {} : { 'content-type': 'application/json' },
    ),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const codeOf = (body: unknown) => (body as { ERROR?: { code?: string } }).ERROR?.code;
const today = () => tashkentDay(Date.now());
const library = (day: string) => uzbekHolidays(Number(day.slice(0, 4)) - 1, Number(day.slice(0, 4)) + 1);

/** The first day after today that the library and the weekday alone make working (or not). */
function nextDay(working: boolean): string {
  let day = addDays(today(), 1);
  while (isWorkingDay(day, library(day)) !== working) day = addDays(day, 1);
  return day;
}

async function counts() {
  const [bhm, overrides] = await Promise.all([
    db()
      .selectFrom('bhm_values')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom('working_day_overrides')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { bhm: bhm.n, overrides: overrides.n };
}

describe('the BHM history', () => {
  it('answers the value in force, takes one for a later day, and refuses bad input changing nothing', async () => {
    const mzp = mzpSchema.parse((await send('GET', 'common/mzp', undefined)).body);
    expect(mzp).toMatchObject({ value: 412_000, from: '2025-08-01', today: today(), next: null });
    expect(mzp.fixed_price_max).toBe('2472000000');
    const history = bhmHistorySchema.parse((await send('GET', 'operator/bhm', operator)).body);
    expect(history.rows.map((row) => [row.from, row.value, row.in_force])).toEqual([
      ['2025-08-01', 412_000, true],
      ['2024-10-01', 375_000, false],
      ['2023-12-01', 340_000, false],
      ['2021-02-01', 245_000, false],
    ]);

    const before = await counts();
    const tomorrow = addDays(today(), 1);
    const valid = { from: tomorrow, value: '450 000', reason: 'Decree of the President' };
    for (const [user, body, status, code] of [
      [operator, { ...valid, from: today() }, 400, 'CALENDAR_DAY_PAST'],
      [operator, { ...valid, from: '2026-02-30' }, 400, 'VALIDATION'],
      [operator, { ...valid, value: '450' }, 400, 'VALIDATION'],
      [operator, { ...valid, value: '4,5e5' }, 400, 'VALIDATION'],
      [operator, { ...valid, reason: '' }, 400, 'VALIDATION'],
      [customer, valid, 403, 'FORBIDDEN'],
      [guest, valid, 401, 'UNAUTHORIZED'],
    ] as const) {
      const answer = await send('POST', 'operator/bhm', user, body);
      expect([answer.status, codeOf(answer.body)], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await counts()).toEqual(before);

    const added = await send('POST', 'operator/bhm', operator, valid);
    expect(added.status).toBe(201);
    const row = bhmValueSchema.parse(added.body);
    expect(row).toMatchObject({
      from: tomorrow,
      value: 450_000,
      upcoming: true,
      created_by: operator.userId,
    });
    // Today still has the old value; the new one is announced.
    const announced = mzpSchema.parse((await send('GET', 'common/mzp', undefined)).body);
    expect(announced).toMatchObject({ value: 412_000, next: { value: 450_000, from: tomorrow } });
    const twice = await send('POST', 'operator/bhm', operator, { ...valid, value: '460000' });
    expect([twice.status, codeOf(twice.body)]).toEqual([409, 'CALENDAR_DAY_TAKEN']);

    expect((await send('POST', `operator/bhm/${row.id}/withdraw`, customer)).status).toBe(403);
    expect((await send('POST', `operator/bhm/${row.id}/withdraw`, operator)).status).toBe(200);
    expect((await send('POST', `operator/bhm/${row.id}/withdraw`, operator)).status).toBe(404);
    const inForce = history.rows.find((r) => r.in_force)!;
    const past = await send('POST', `operator/bhm/${inForce.id}/withdraw`, operator);
    expect([past.status, codeOf(past.body)]).toEqual([400, 'CALENDAR_DAY_PAST']);
    expect(mzpSchema.parse((await send('GET', 'common/mzp', undefined)).body).next).toBeNull();
  });

  it('a value in force changes the penalty unit and the 60 x fixed-price limit within the refresh', async () => {
    const orderId = await createTestOrder(db(), { customerUserId: customer.userId, status: 3 });
    const lot = await createTestLot(db(), {
      orderId,
      lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const unit = async () =>
      withdrawTermsSchema.parse(
        (await send('GET', `order-action/withdraw-terms?lot_id=${lot.id}`, customer)).body,
      ).bhm;
    expect(await unit()).toBe('41200000');

    // 25 000 000 so'm at a fixed price is above 60 x 412 000 = 24 720 000.
    const order = await completeOrderOverApi(server.url, customer.headers);
    const terms = {
      ...ORDER_STEP_INPUT.terms,
      trade_type: 2,
      start_price: '25 000 000',
      estimated_price: '25000000',
    };
    expect(
      (await send('POST', 'order/save-details', customer, { id: order, section: 'terms', terms })).status,
    ).toBe(200);
    const sendOrder = () =>
      send('POST', 'order-action/do-act', customer, { order_id: order, action: 'send' });
    const above = await sendOrder();
    expect([above.status, codeOf(above.body)]).toEqual([400, 'FIXED_PRICE_ABOVE_LIMIT']);

    // A decree entered yesterday for today: written as the form writes it, read by the refresh.
    await db()
      .insertInto('bhm_values')
      .values({
        effective_from: today(),
        sums: 450_000,
        reason: 'Decree in force from today',
        created_by: operator.userId,
      })
      .execute();
    const seen = Date.now();
    let mzp = mzpSchema.parse((await send('GET', 'common/mzp', undefined)).body);
    while (mzp.value !== 450_000 && Date.now() - seen < CALENDAR_REFRESH_MS + 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mzp = mzpSchema.parse((await send('GET', 'common/mzp', undefined)).body);
    }
    expect(mzp).toMatchObject({ value: 450_000, from: today(), fixed_price_max: '2700000000' });
    expect(await unit()).toBe('45000000');
    // 60 x 450 000 = 27 000 000: the same order goes to moderation now.
    expect((await sendOrder()).status).toBe(200);
  });
});

describe('the working-day overrides', () => {
  it('refuses a day already begun, a change that changes nothing, a second override of a day', async () => {
    const before = await counts();
    const reason = 'Decree on moved days off';
    for (const [body, status, code] of [
      [{ day: today(), kind: 'day_off', reason }, 400, 'CALENDAR_DAY_PAST'],
      [{ day: nextDay(false), kind: 'day_off', reason }, 400, 'CALENDAR_OVERRIDE_NO_EFFECT'],
      [{ day: nextDay(true), kind: 'working_day', reason }, 400, 'CALENDAR_OVERRIDE_NO_EFFECT'],
      [{ day: nextDay(true), kind: 'holiday', reason }, 400, 'VALIDATION'],
      [{ day: '2026-13-01', kind: 'day_off', reason }, 400, 'VALIDATION'],
    ] as const) {
      const answer = await send('POST', 'operator/working-days', operator, body);
      expect([answer.status, codeOf(answer.body)], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(
      (await send('POST', 'operator/working-days', customer, { day: nextDay(true), kind: 'day_off', reason }))
        .status,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('a day off moves a protest deadline, a worked Saturday counts, and removing them puts it back', async () => {
    const lot = await endedLotWithParticipants(server, customer);
    const terms = async () =>
      protestTermsSchema.parse(
        (await send('GET', `lot-protests/terms?lot_id=${lot.lotId}`, lot.participants[0])).body,
      );
    const first = await terms();
    const closedAt = new Date(first.ended_at!);
    const lib = library(tashkentDay(closedAt));
    expect(first.until).toBe(addWorkingDays(closedAt, 3, workingCalendar(lib)).toISOString());

    // The deadline's own day made a day off: the window ends a working day later.
    const lastDay = nthWorkingDayAfter(closedAt, 3, workingCalendar(lib));
    const off = await send('POST', 'operator/working-days', operator, {
      day: lastDay,
      kind: 'day_off',
      reason: 'Decree: a day off moved',
    });
    expect(off.status).toBe(201);
    const dayOff = dayOverrideSchema.parse(off.body);
    const overrides: DayOverride[] = [{ day: lastDay, kind: 'day_off' }];
    const moved = await terms();
    expect(moved.until).toBe(addWorkingDays(closedAt, 3, workingCalendar(lib, overrides)).toISOString());
    expect(Date.parse(moved.until!)).toBeGreaterThan(Date.parse(first.until!));

    // The first weekend day after the close made working: it counts as one of the three.
    const weekend = nextDay(false);
    const worked = await send('POST', 'operator/working-days', operator, {
      day: weekend,
      kind: 'working_day',
      reason: 'Decree: Saturday worked',
    });
    expect(worked.status).toBe(201);
    overrides.push({ day: weekend, kind: 'working_day' });
    expect((await terms()).until).toBe(
      addWorkingDays(closedAt, 3, workingCalendar(lib, overrides)).toISOString(),
    );
    const listed = workingDaysSchema.parse(
      (await send('GET', `operator/working-days?year=${lastDay.slice(0, 4)}`, operator)).body,
    );
    expect(listed.overrides.map((o) => o.day)).toContain(lastDay);
    expect(listed.holidays.length).toBeGreaterThan(5);
    const taken = await send('POST', 'operator/working-days', operator, {
      day: lastDay,
      kind: 'day_off',
      reason: 'again',
    });
    expect([taken.status, codeOf(taken.body)]).toEqual([409, 'CALENDAR_DAY_TAKEN']);

    for (const id of [dayOff.id, dayOverrideSchema.parse(worked.body).id]) {
      expect((await send('POST', `operator/working-days/${id}/remove`, operator)).status).toBe(200);
    }
    expect((await terms()).until).toBe(first.until);
    const kept = await db()
      .selectFrom('working_day_overrides')
      .select(['removed_by'])
      .where('id', '=', dayOff.id)
      .executeTakeFirstOrThrow();
    expect(kept.removed_by).toBe(operator.userId);
  });
});
