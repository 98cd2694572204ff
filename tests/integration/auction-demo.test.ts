import type { LotGameInfo } from '@kimoshdi/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import {
  DEMO_BIDDER_COUNT,
  seedDemoAuction,
  type DemoAuctionResult,
} from '../../server/src/demo/demo-auction';
import { seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { demoBotLots } from '../../server/src/demo/demo-bots';
import { call, postJson } from '../support/http';
import { expectLedgerConsistent } from '../support/ledger';
import { signIn } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo auctions of `npm start` on a database of their own (the demo catalogue is seeded once
 * per database, and the catalogue's own test seeds the shared one): live lots with demo
 * participants whose deposits are blocked in the ledger, lots starting soon, a second run that
 * adds nothing, live lots made again when the catalogue's are gone, and the bots' switch.
 */
let server: Running;
let first: DemoAuctionResult;
const databaseName = ownDatabaseName('demo');
const demo = sql<boolean>`lots.lot_number ~ '^26[0-9]{8}$'`;

beforeAll(async () => {
  server = await startServerOnOwnDatabase(databaseName, 'demo-auction:');
  await seedDemoCatalogue(server.deps.db);
  first = await seedDemoAuction(server.deps);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
});

async function counts() {
  const { rows } = await sql<Record<string, string>>`
    SELECT (SELECT count(*) FROM applications) AS applications,
           (SELECT count(*) FROM ledger_transactions) AS movements,
           (SELECT count(*) FROM bids) AS bids,
           (SELECT count(*) FROM users) AS users,
           (SELECT count(*) FROM id_accounts) AS accounts,
           (SELECT count(*) FROM lots WHERE lot_status = 4) AS live`.execute(server.deps.db);
  return rows[0];
}

/** The live lot's applications with their ledger blocks. */
async function seatsOf(lotId: number) {
  return server.deps.db
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('ledger_transactions as t', 't.business_key', 'a.deposit_key')
    .select(['u.user_name', 'a.deposit_amount', 'a.deposit_state', 'a.buyer_number', 't.kind', 't.amount'])
    .where('a.lot_id', '=', lotId)
    .where('a.status', '=', 'sent')
    .orderBy('a.buyer_number')
    .execute();
}

describe('the demo auction seed', () => {
  it('makes live lots with demo participants whose deposits are blocked in the ledger', async () => {
    const { db } = server.deps;
    expect(first.bidders).toBe(DEMO_BIDDER_COUNT);
    expect(first.buyer).toBe('created');
    expect(first.liveLots.length).toBeGreaterThanOrEqual(6);
    const lots = await db
      .selectFrom('lots')
      .select(['id', 'lot_status', 'ends_at', 'start_price'])
      .where('id', 'in', first.liveLots)
      .execute();
    const now = Date.now();
    for (const lot of lots) {
      expect(lot.lot_status).toBe(4);
      expect(lot.ends_at.getTime()).toBeGreaterThan(now + 19 * 60_000);
      expect(lot.ends_at.getTime()).toBeLessThan(now + 8 * 3_600_000);
      const seats = await seatsOf(lot.id);
      const bidders = seats.filter((s) => s.user_name.startsWith('demo-bidder-'));
      expect(bidders.length).toBeGreaterThanOrEqual(3);
      expect(bidders.length).toBeLessThanOrEqual(5);
      expect(seats.length).toBe(bidders.length + 1);
      for (const seat of seats) {
        expect(seat.deposit_state).toBe('blocked');
        if (BigInt(seat.deposit_amount) > 0n) {
          expect(seat.kind).toBe('deposit_block');
          expect(String(seat.amount)).toBe(String(seat.deposit_amount));
        }
      }
    }
    // Some lots have a short history, its seqs 1..n rising from the start price.
    const bids = await db
      .selectFrom('bids')
      .select(['lot_id', 'seq', 'amount'])
      .where('lot_id', 'in', first.liveLots)
      .orderBy('lot_id')
      .orderBy('seq')
      .execute();
    expect(first.bids).toBe(bids.length);
    expect(bids.length).toBeGreaterThan(0);
    for (const lotId of new Set(bids.map((b) => b.lot_id))) {
      const ofLot = bids.filter((b) => b.lot_id === lotId);
      expect(ofLot.map((b) => b.seq)).toEqual(ofLot.map((_, k) => k + 1));
      const start = BigInt(lots.find((l) => l.id === lotId)?.start_price ?? 0);
      expect(BigInt(ofLot[0]!.amount)).toBeGreaterThan(start);
    }
    // The engine agrees: the demo buyer can bid at once.
    const state = await server.deps.auction.engine.state(first.liveLots[0]!);
    expect(state?.status).toBe('live');
    await expectLedgerConsistent(db);
  });

  it('opens lots that start within half an hour, demo bidders applied', async () => {
    expect(first.upcomingLots.length).toBe(3);
    const lots = await server.deps.db
      .selectFrom('lots')
      .select(['id', 'lot_status', 'starts_at'])
      .where('id', 'in', first.upcomingLots)
      .execute();
    for (const lot of lots) {
      expect(lot.lot_status).toBe(2);
      expect(lot.starts_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(lot.starts_at.getTime() - Date.now()).toBeLessThan(31 * 60_000);
      expect((await seatsOf(lot.id)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('a second run adds nothing', async () => {
    const before = await counts();
    const catalogue = await seedDemoCatalogue(server.deps.db);
    expect(catalogue.outcome).toBe('shifted');
    const again = await seedDemoAuction(server.deps, {
      shiftedByMs: catalogue.outcome === 'shifted' ? catalogue.byMs : 0,
    });
    expect(again).toMatchObject({ buyer: 'present', started: 0, applications: 0, bids: 0, topUps: 0 });
    expect(again.liveLots.sort()).toEqual([...first.liveLots].sort());
    expect(again.upcomingLots.sort()).toEqual([...first.upcomingLots].sort());
    expect(await counts()).toEqual(before);
    await expectLedgerConsistent(server.deps.db);
  });

  it('starts lots through the lifecycle when the catalogue has too few live ones', async () => {
    const { db } = server.deps;
    // As if the demo's live lots were all about to end.
    await db
      .updateTable('lots')
      .set({ ends_at: new Date(Date.now() + 5 * 60_000) })
      .where(demo)
      .where('lot_status', '=', 4)
      .execute();
    const result = await seedDemoAuction(server.deps);
    expect(result.started).toBe(6);
    expect(result.liveLots.length).toBe(6);
    for (const lotId of result.liveLots) {
      const lot = await db
        .selectFrom('lots')
        .select('lot_status')
        .where('id', '=', lotId)
        .executeTakeFirstOrThrow();
      expect(lot.lot_status).toBe(4);
      expect((await seatsOf(lotId)).length).toBeGreaterThanOrEqual(4);
      expect((await server.deps.auction.engine.state(lotId))?.status).toBe('live');
    }
    await expectLedgerConsistent(db);
  });
});

describe('the demo bots', () => {
  it('are switched by operators only', async () => {
    expect((await call(server.url, '/api/shop/operator/demo-bots')).status).toBe(401);
    const buyer = await signIn(server, { role: 'buyer' });
    expect((await call(server.url, '/api/shop/operator/demo-bots', { headers: buyer.headers })).status).toBe(
      403,
    );
    const operator = await signIn(server, { role: 'operator' });
    const bad = await postJson(
      server.url,
      '/api/shop/operator/demo-bots',
      { enabled: 'yes' },
      operator.headers,
    );
    expect(bad.status).toBe(400);
    const read = await call(server.url, '/api/shop/operator/demo-bots', { headers: operator.headers });
    expect(read).toMatchObject({ status: 200, body: { enabled: false } });
  });

  it('once switched on, bid on the live demo lots within seconds', async () => {
    const { db } = server.deps;
    const demoBids = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM bids b JOIN lots ON lots.id = b.lot_id
            WHERE ${demo} AND b.request_id LIKE 'demo-bot:%'`.execute(db)
        ).rows[0]?.n,
      );
    expect(await demoBids()).toBe(0);
    const operator = await signIn(server, { role: 'operator' });
    const on = await postJson(
      server.url,
      '/api/shop/operator/demo-bots',
      { enabled: true },
      operator.headers,
    );
    expect(on).toMatchObject({ status: 200, body: { enabled: true } });
    const deadline = Date.now() + 12_000;
    while ((await demoBids()) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await demoBids()).toBeGreaterThan(0);
    // The bidders at play count as participants of the room, as the people they stand for would;
    // the participants are everyone admitted to bid (issue 24: one definition for the game page
    // and the operator's board), the demo buyer among them, so the bidders are some of them.
    const participants = async (lotId: number) =>
      (await call<LotGameInfo>(server.url, `/api/shop/game-view/lot-game-info?lot_id=${lotId}`)).body.counts
        .participants;
    const [played] = await demoBotLots(db);
    const lotId = played!.lotId;
    expect(played!.bidders.length).toBeGreaterThanOrEqual(4);
    const admitted = await participants(lotId);
    expect(admitted).toBeGreaterThanOrEqual(played!.bidders.length);
    const off = await postJson(
      server.url,
      '/api/shop/operator/demo-bots',
      { enabled: false },
      operator.headers,
    );
    expect(off).toMatchObject({ status: 200, body: { enabled: false } });
    // Switched off, the bidders stop bidding but stay admitted: the count is who may bid, not who
    // is connected now.
    expect(await participants(lotId)).toBe(admitted);
  }, 25_000);
});

describe('the demo bots in production', () => {
  it('have no switch: 404', async () => {
    const { createApp } = await import('../../server/src/app');
    const production = createApp({
      ...server.deps,
      config: { ...server.deps.config, NODE_ENV: 'production' },
    });
    const listening = production.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const address = listening.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const operator = await signIn(server, { role: 'operator' });
      const answer = await call(`http://127.0.0.1:${port}`, '/api/shop/operator/demo-bots', {
        headers: operator.headers,
      });
      expect(answer.status).toBe(404);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
