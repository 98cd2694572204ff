/**
 * Archived lots (status 14, modules/trade/lot-archive.ts): the sweep moves a lot whose trade
 * settled half a year ago with nothing open on it, keeps how its trade ended, and leaves every
 * other lot alone; the result, bid log, protests and a repeat still read the trade's own status;
 * an annulled sale leaves the archive. On a database of its own: the sweep judges every lot there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOT_STATUS,
  type LotList,
  type LotResult,
  type ProtestTerms,
  type RepeatTermsAnswer,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { archiveSettledLots } from '../../server/src/modules/trade';
import { annulSale } from '../../server/src/modules/winlot/annul-sale';
import { createSoldLot, createTestLot, uniqueMarker } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { signIn, type TestUser } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';
import { moveLot, tradedOrder } from '../support/traded-order';

const DAY = 86_400_000;
const databaseName = ownDatabaseName('archive');
let server: Running;
let storageDir: string;
let customer: TestUser;
let operator: TestUser;
let buyer: TestUser;
const marker = uniqueMarker();

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-archive-'));
  server = await startServerOnOwnDatabase(databaseName, 'archive:', {
    FILE_STORAGE_DIR: storageDir,
    FILE_UPLOAD_DIR: storageDir,
    // No worker: its hourly archive job would race the sweeps this file runs itself.
    RUN_WORKER: 'false',
  });
  customer = await signIn(server, { role: 'customer' });
  operator = await signIn(server, { role: 'operator' });
  buyer = await signIn(server, { role: 'buyer' });
});

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
  await rm(storageDir, { recursive: true, force: true });
});

const db = () => server.deps.db;
const lotRow = (id: number) =>
  db()
    .selectFrom('lots')
    .select(['lot_status', 'archived_from'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A lot ended `days` ago, its whole history then. */
async function endedLot(status: number, days: number): Promise<number> {
  const endsAt = new Date(Date.now() - days * DAY);
  const lot = await createTestLot(db(), {
    name: { uz: `Arxiv ${marker}`, ru: `Архив ${marker}` },
    lotStatus: status,
    startsAt: new Date(endsAt.getTime() - 2 * 3_600_000),
    endsAt,
    publishedAt: new Date(endsAt.getTime() - 20 * DAY),
    flows: [{ status, at: endsAt }],
  });
  return lot.id;
}

/** A lot's trade and history moved `days` into the past. */
async function backdate(lotId: number, days: number): Promise<void> {
  const by = `${days} days`;
  await sql`UPDATE lots SET starts_at = starts_at - ${by}::interval, ends_at = ends_at - ${by}::interval
    WHERE id = ${lotId}`.execute(db());
  await sql`UPDATE lot_flows SET at = at - ${by}::interval WHERE lot_id = ${lotId}`.execute(db());
}

/** The buyer's application to the lot, its deposit in `state`. */
async function buyerApplied(lotId: number, state: 'blocked' | 'released'): Promise<void> {
  await db()
    .insertInto('applications')
    .values({
      lot_id: lotId,
      user_id: buyer.userId,
      buyer_number: 1,
      deposit_amount: '100000',
      deposit_key: `archive-test-${lotId}`,
      deposit_state: state,
    })
    .execute();
}

describe('the archive sweep', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.notSold = await endedLot(LOT_STATUS.NOT_SOLD, 200);
    ids.noBids = await endedLot(LOT_STATUS.NO_BIDS, 181);
    ids.recent = await endedLot(LOT_STATUS.NOT_SOLD, 170);
    ids.awaitingPayment = await endedLot(LOT_STATUS.AWAITING_PAYMENT, 200);
    ids.changedLately = await endedLot(LOT_STATUS.NOT_SOLD, 200);
    await db()
      .insertInto('lot_flows')
      .values({ lot_id: ids.changedLately, status: LOT_STATUS.NOT_SOLD, at: new Date(Date.now() - 10 * DAY) })
      .execute();
    ids.depositHeld = await endedLot(LOT_STATUS.NOT_HELD, 200);
    await buyerApplied(ids.depositHeld, 'blocked');
    ids.protested = await endedLot(LOT_STATUS.NOT_SOLD, 200);
    await db()
      .insertInto('lot_protests')
      .values({
        lot_id: ids.protested,
        user_id: buyer.userId,
        buyer_number: 1,
        text: 'The auction ended before its time, I could not bid.',
        answer_due_at: new Date(),
      })
      .execute();
    const sold = await createSoldLot(db(), 100_000_000n, [
      { buyerNumber: '1', amount: 110_000_000n, at: new Date() },
      { buyerNumber: '2', amount: 120_000_000n, at: new Date() },
    ]);
    await db()
      .updateTable('lots')
      .set({ lot_status: LOT_STATUS.PROTOCOL_ISSUED })
      .where('id', '=', sold.id)
      .execute();
    await backdate(sold.id, 200);
    ids.sold = sold.id;
  });

  it('archives only settled lots half a year old, keeping how each ended', async () => {
    expect(await archiveSettledLots(db())).toBe(3);
    expect(await lotRow(ids.notSold!)).toEqual({
      lot_status: LOT_STATUS.ARCHIVED,
      archived_from: LOT_STATUS.NOT_SOLD,
    });
    expect(await lotRow(ids.noBids!)).toEqual({
      lot_status: LOT_STATUS.ARCHIVED,
      archived_from: LOT_STATUS.NO_BIDS,
    });
    expect(await lotRow(ids.sold!)).toEqual({
      lot_status: LOT_STATUS.ARCHIVED,
      archived_from: LOT_STATUS.PROTOCOL_ISSUED,
    });
    for (const [name, status] of [
      ['recent', LOT_STATUS.NOT_SOLD],
      ['awaitingPayment', LOT_STATUS.AWAITING_PAYMENT],
      ['changedLately', LOT_STATUS.NOT_SOLD],
      ['depositHeld', LOT_STATUS.NOT_HELD],
      ['protested', LOT_STATUS.NOT_SOLD],
    ] as const) {
      expect({ name, ...(await lotRow(ids[name]!)) }).toEqual({
        name,
        lot_status: status,
        archived_from: null,
      });
    }
    const flows = await db()
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', ids.notSold!)
      .orderBy('id')
      .execute();
    expect(flows.map((f) => f.status)).toEqual([LOT_STATUS.NOT_SOLD, LOT_STATUS.ARCHIVED]);
  });

  it('moves each lot once: the next run finds nothing', async () => {
    expect(await archiveSettledLots(db())).toBe(0);
  });

  it('shows an archived sale with its price and winner, and its bid log', async () => {
    const result = await call<LotResult>(server.url, `/api/shop/shop-lots/result?lot_id=${ids.sold}`);
    expect(result.status).toBe(200);
    expect(result.body.lot.lot_status).toBe(LOT_STATUS.ARCHIVED);
    expect(result.body.outcome).toBe('sold');
    expect(result.body.final_price).toBe('120000000');
    const log = await call(server.url, `/api/shop/shop-lots/bid-log?lot_id=${ids.sold}`);
    expect(log.status).toBe(200);
    const unsold = await call<LotResult>(server.url, `/api/shop/shop-lots/result?lot_id=${ids.notSold}`);
    expect(unsold.body.outcome).toBe('not_sold');
  });

  it('lists archived lots in search only, not among the results', async () => {
    const tab = async (i: number) =>
      (await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=${i}&q=${marker}`)).body.items.map(
        (item) => item.id,
      );
    const results = await tab(2);
    expect(results).toContain(ids.recent);
    expect(results).not.toContain(ids.notSold);
    expect(await tab(0)).toContain(ids.notSold);
  });

  it('refuses a protest on an archived lot as past its window', async () => {
    await buyerApplied(ids.notSold!, 'released');
    const terms = await call<ProtestTerms>(server.url, `/api/shop/lot-protests/terms?lot_id=${ids.notSold}`, {
      headers: buyer.headers,
    });
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({
      participant: true,
      may_protest: false,
      refusal: 'PROTEST_WINDOW_CLOSED',
    });
  });

  it('annuls an archived sale: the lot leaves the archive as cancelled', async () => {
    await db()
      .transaction()
      .execute((trx) => annulSale(trx, ids.sold!));
    expect(await lotRow(ids.sold!)).toEqual({ lot_status: LOT_STATUS.CANCELLED, archived_from: null });
  });
});

describe('an archived lot that did not sell', () => {
  it('may still be put up again by its customer', async () => {
    const { lotId } = await tradedOrder(server, customer, operator);
    await moveLot(server, lotId, LOT_STATUS.NOT_SOLD);
    await backdate(lotId, 400);
    expect(await archiveSettledLots(db())).toBeGreaterThanOrEqual(1);
    expect((await lotRow(lotId)).lot_status).toBe(LOT_STATUS.ARCHIVED);
    const terms = await call<RepeatTermsAnswer>(
      server.url,
      `/api/shop/order-action/repeat-terms?lot_id=${lotId}`,
      {
        headers: customer.headers,
      },
    );
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({ allowed: true, reason: null });
    const made = await postJson(
      server.url,
      '/api/shop/order-action/repeat-lot',
      // The form's price is in so'm; the terms answer tiyin.
      { lot_id: lotId, start_price: (BigInt(terms.body.suggested_price ?? '0') / 100n).toString() },
      customer.headers,
    );
    expect(made.status).toBe(200);
  });
});
