/**
 * The operator's live board and technical interruption over REST, on the real engine:
 * GET operator/live-auctions, POST operator/live-auctions/pause and /resume.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, type LiveAuctionRow } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { createTestLot } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let operator: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server, { role: 'operator' });
  buyer = await signIn(server, { role: 'buyer' });
});

afterAll(async () => {
  await server?.close();
});

describe('operator/live-auctions', () => {
  it('lists live lots with their price, counts and end; operators only', async () => {
    const lot = await createTestLot(server.deps.db, { lotStatus: LOT_STATUS.LIVE });
    const answer = await call<{ rows: LiveAuctionRow[]; server_time: number }>(
      server.url,
      '/api/shop/operator/live-auctions',
      { headers: operator.headers },
    );
    expect(answer.status).toBe(200);
    const row = answer.body.rows.find((r) => r.lot_id === lot.id);
    expect(row).toMatchObject({
      lot_number: lot.lotNumber,
      status: 'live',
      price: null,
      bids_last_minute: 0,
      participants: 0,
      viewers: 0,
    });
    expect(typeof answer.body.server_time).toBe('number');

    const refused = await call(server.url, '/api/shop/operator/live-auctions', { headers: buyer.headers });
    expect(refused.status).toBe(403);
    expect((await call(server.url, '/api/shop/operator/live-auctions')).status).toBe(401);
  });

  it('pauses and resumes a live lot: status and end moved by the time lost; a pause needs a reason', async () => {
    const lot = await createTestLot(server.deps.db, { lotStatus: LOT_STATUS.LIVE });
    const before = await server.deps.db
      .selectFrom('lots')
      .select('ends_at')
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    const pause = await postJson(
      server.url,
      '/api/shop/operator/live-auctions/pause',
      { lot_id: lot.id, reason: 'maintenance' },
      operator.headers,
    );
    expect(pause.status).toBe(200);
    expect((pause.body as { state: { status: string } }).state.status).toBe('paused');
    const paused = await server.deps.db
      .selectFrom('lots')
      .select('lot_status')
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(paused.lot_status).toBe(LOT_STATUS.PAUSED);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const resume = await postJson(
      server.url,
      '/api/shop/operator/live-auctions/resume',
      { lot_id: lot.id },
      operator.headers,
    );
    expect(resume.status).toBe(200);
    const lostMs = (resume.body as { lost_ms: number }).lost_ms;
    expect(lostMs).toBeGreaterThanOrEqual(150);
    const after = await server.deps.db
      .selectFrom('lots')
      .select(['lot_status', 'ends_at'])
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(after.lot_status).toBe(LOT_STATUS.LIVE);
    expect(after.ends_at.getTime()).toBe(before.ends_at.getTime() + lostMs);

    const bad = await postJson(
      server.url,
      '/api/shop/operator/live-auctions/pause',
      { lot_id: lot.id },
      operator.headers,
    );
    expect(bad.status).toBe(400);
  });
});
