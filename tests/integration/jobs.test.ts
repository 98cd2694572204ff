import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tashkentDay } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { JobName, MAINTENANCE_QUEUE } from '../../server/src/redis/queues';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('visitor roll-up: queue -> worker -> PostgreSQL', () => {
  it('copies the day count from the Redis HyperLogLog into visitor_days', async () => {
    for (let i = 0; i < 3; i += 1) await call(server.url, '/api/shop/common/get-visitors');
    const { deps } = server;
    const today = tashkentDay(Date.now());
    const live = await deps.redis.pfcount(deps.keys.visitorsDay(today));
    expect(live).toBeGreaterThanOrEqual(3);

    const events = new QueueEvents(MAINTENANCE_QUEUE, {
      connection: deps.bullRedis.duplicate(),
      prefix: deps.keys.bullPrefix,
    });
    await events.waitUntilReady();
    try {
      const job = await deps.queues.maintenance.add(JobName.visitorsRollup, {});
      const result = await job.waitUntilFinished(events, 20_000);
      expect(result).toEqual(expect.arrayContaining([{ day: today, visitors: live }]));
    } finally {
      await events.close();
    }
    const row = await deps.db
      .selectFrom('visitor_days')
      .selectAll()
      .where('day', '=', today)
      .executeTakeFirstOrThrow();
    expect(Number(row.visitors)).toBe(live);
  });

  it('never lowers a stored count when Redis has lost its data', async () => {
    const { deps } = server;
    const today = tashkentDay(Date.now());
    const stored = Number(
      (
        await deps.db
          .selectFrom('visitor_days')
          .select('visitors')
          .where('day', '=', today)
          .executeTakeFirstOrThrow()
      ).visitors,
    );
    await deps.redis.del(deps.keys.visitorsDay(today));
    await call(server.url, '/api/shop/common/get-visitors');
    await deps.services.visitors.rollup();
    const after = await call<{ today_count: number }>(server.url, '/api/shop/common/get-visitors', {});
    expect(after.body.today_count).toBe(stored);
  });

  it('schedules the roll-up to repeat', async () => {
    const schedulers = await server.deps.queues.maintenance.getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toContain(JobName.visitorsRollup);
  });
});

describe('the lots archive: scheduled, queue -> worker -> PostgreSQL', () => {
  it('is on the maintenance schedule, and its job answers how many lots it archived', async () => {
    const { deps } = server;
    const schedulers = await deps.queues.maintenance.getJobSchedulers();
    expect(schedulers.map((each) => each.key)).toContain(JobName.lotArchive);
    const events = new QueueEvents(MAINTENANCE_QUEUE, {
      connection: deps.bullRedis.duplicate(),
      prefix: deps.keys.bullPrefix,
    });
    await events.waitUntilReady();
    try {
      const job = await deps.queues.maintenance.add(JobName.lotArchive, {});
      // What it finds depends on the other files' lots; that it ran and counted is this test's point
      // (tests/integration/lot-archive.test.ts judges which lots, on a database of its own).
      expect(await job.waitUntilFinished(events, 20_000)).toEqual(expect.any(Number));
    } finally {
      await events.close();
    }
  });
});
