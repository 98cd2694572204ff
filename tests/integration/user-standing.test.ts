import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  achievementsSchema,
  bankTransferAccountSchema,
  codedItemSchema,
  currentAuctionsSchema,
  gameCountSchema,
  LOT_STATUS,
  orderFormStepSchema,
  roomRecordsSchema,
  categorySchema,
} from '@kimoshdi/shared';
import { parseBankTransferReference } from '@kimoshdi/shared/domain/money/bank-transfer-reference';
import type { Running } from '../../server/src/boot';
import type { Config } from '../../server/src/config';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { call, postJson } from '../support/http';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import { createWonLot } from '../support/winlot';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer, testConfig } from '../support/test-server';

/**
 * The buyer's standing (user/game-cnt, user/current-auctions, user/achievements), the bank transfer
 * account (gateway/account) and the spec's status dictionaries, against the real server.
 */
let server: Running;
const marker = uniqueMarker();
const errorCode = (body: unknown) => (body as { ERROR?: { code?: string } }).ERROR?.code;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (user: TestUser | null, path: string) =>
  call(server.url, `/api/shop/${path}`, { headers: user?.headers ?? {} });

/** A lot `user` applied to, then moved to `status` starting `startsInMs` from now. */
async function appliedLot(user: TestUser, status: number, startsInMs: number, endsInMs: number) {
  const lot = await createTestLot(server.deps.db, {
    name: { uz: `${marker} uy`, ru: `${marker} дом` },
    lotStatus: 2,
    startPrice: 10_000_000n,
    depositPercent: 10,
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
  });
  await server.deps.services.applications.apply({ id: user.userId, role: 'buyer' }, lot.id);
  await server.deps.db
    .updateTable('lots')
    .set({
      lot_status: status,
      starts_at: new Date(Date.now() + startsInMs),
      ends_at: new Date(Date.now() + endsInMs),
    })
    .where('id', '=', lot.id)
    .execute();
  return lot.id;
}

describe('user/game-cnt and user/current-auctions', () => {
  it('counts the running auctions applied to for the badge, lists live ones then those ahead', async () => {
    const buyer = await signIn(server);
    await topUp(server.deps.db, {
      userId: buyer.userId,
      amount: 100_000_000n,
      businessKey: `${marker}-funds`,
    });
    const empty = gameCountSchema.parse((await get(buyer, 'user/game-cnt')).body);
    expect(empty).toEqual({ count: 0, upcoming: 0 });

    const ahead = await appliedLot(buyer, LOT_STATUS.ACCEPTING_APPLICATIONS, 7_200_000, 10_800_000);
    const endingLater = await appliedLot(buyer, LOT_STATUS.LIVE, -600_000, 1_200_000);
    const endingSoon = await appliedLot(buyer, LOT_STATUS.PAUSED, -600_000, 300_000);
    // Finished and cancelled ones are not current.
    await appliedLot(buyer, LOT_STATUS.SOLD, -7_200_000, -3_600_000);
    const cancelled = await appliedLot(buyer, LOT_STATUS.ACCEPTING_APPLICATIONS, 7_200_000, 10_800_000);
    await server.deps.db
      .updateTable('applications')
      .set({ status: 'cancelled', deposit_state: 'released' })
      .where('lot_id', '=', cancelled)
      .execute();

    const count = await get(buyer, 'user/game-cnt');
    expect(count.headers.get('cache-control')).toBe('no-store');
    expect(gameCountSchema.parse(count.body)).toEqual({ count: 2, upcoming: 1 });

    const current = currentAuctionsSchema.parse((await get(buyer, 'user/current-auctions')).body);
    expect(current.items.map((item) => [item.lot_id, item.phase])).toEqual([
      [endingSoon, 'live'],
      [endingLater, 'live'],
      [ahead, 'upcoming'],
    ]);
    expect(current.items[0]?.buyer_number).toBe(1);

    // Another buyer sees none of them.
    const other = await signIn(server);
    expect(gameCountSchema.parse((await get(other, 'user/game-cnt')).body).count).toBe(0);
  });

  it('refuses a guest (401) and a wrong method (405)', async () => {
    for (const path of ['user/game-cnt', 'user/current-auctions', 'user/achievements', 'gateway/account']) {
      const answer = await get(null, path);
      expect(answer.status, path).toBe(401);
      expect(errorCode(answer.body)).toBe('UNAUTHORIZED');
    }
    const buyer = await signIn(server);
    const wrong = await postJson(server.url, '/api/shop/user/game-cnt', {}, buyer.headers);
    expect(wrong.status).toBe(405);
  });
});

describe('user/achievements', () => {
  it('counts taken part, won, paid on time, not paid and protests; the room switch is off by default', async () => {
    const [winner, loser, customer] = [await signIn(server), await signIn(server), await signIn(server)];
    const won = await createWonLot(server.deps.db, {
      users: [loser.userId, winner.userId],
      bids: [
        [0, 105_000_000n],
        [1, 110_000_000n],
      ],
      customerUserId: customer.userId,
    });
    const second = await createWonLot(server.deps.db, {
      users: [loser.userId, winner.userId],
      bids: [[1, 105_000_000n]],
      customerUserId: customer.userId,
    });
    const { db } = server.deps;
    await db
      .updateTable('winlots')
      .set({ state: 'paid', deadline: null })
      .where('lot_id', '=', won.lotId)
      .where('role', '=', 'winner')
      .execute();
    await db
      .updateTable('winlots')
      .set({ state: 'missed', deadline: null })
      .where('lot_id', '=', second.lotId)
      .where('role', '=', 'winner')
      .execute();
    await db
      .insertInto('lot_protests')
      .values({
        lot_id: won.lotId,
        user_id: loser.userId,
        buyer_number: 1,
        text: 'The last bid came after the close.',
        answer_due_at: new Date(Date.now() + 86_400_000),
        state: 'accepted',
        answered_at: new Date(),
        answered_by: customer.userId,
      })
      .execute();

    const mine = achievementsSchema.parse((await get(winner, 'user/achievements')).body);
    expect(mine.show_in_room).toBe(false);
    expect(mine.record).toMatchObject({ taken_part: 2, won: 2, paid_on_time: 1, not_paid: 1, protests: 0 });
    expect(mine.record.since).not.toBeNull();
    const theirs = achievementsSchema.parse((await get(loser, 'user/achievements')).body);
    expect(theirs.record).toMatchObject({ taken_part: 2, won: 0, protests: 1, protests_upheld: 1 });

    // In the room: only the winner, who turns the switch on, is shown beside their buyer number.
    const on = await postJson(
      server.url,
      '/api/shop/user/achievements/visibility',
      { show_in_room: true },
      winner.headers,
    );
    expect(on.status).toBe(200);
    const room = await call(server.url, `/api/shop/game-view/track-records?lot_id=${won.lotId}`);
    expect(roomRecordsSchema.parse(room.body).items).toEqual([
      { buyer_number: 2, taken_part: 2, won: 2, paid_on_time: 1 },
    ]);
    expect((await call(server.url, '/api/shop/game-view/track-records?lot_id=x')).status).toBe(400);

    const newcomer = achievementsSchema.parse((await get(await signIn(server), 'user/achievements')).body);
    expect(newcomer.record).toEqual({
      taken_part: 0,
      won: 0,
      paid_on_time: 0,
      not_paid: 0,
      protests: 0,
      protests_upheld: 0,
      since: null,
    });
  });

  it('turns the room switch on and off; bad input and a missing CSRF header change nothing', async () => {
    const buyer = await signIn(server);
    const path = '/api/shop/user/achievements/visibility';
    const bad = await postJson(server.url, path, { show_in_room: 'yes' }, buyer.headers);
    expect(bad.status).toBe(400);
    expect(errorCode(bad.body)).toBe('VALIDATION');
    const noCsrf = await postJson(server.url, path, { show_in_room: true }, { cookie: buyer.cookie });
    expect(noCsrf.status).toBe(403);
    expect(achievementsSchema.parse((await get(buyer, 'user/achievements')).body).show_in_room).toBe(false);

    const on = await postJson(server.url, path, { show_in_room: true }, buyer.headers);
    expect(on.status).toBe(200);
    expect(achievementsSchema.parse(on.body).show_in_room).toBe(true);
    const off = await postJson(server.url, path, { show_in_room: false }, buyer.headers);
    expect(achievementsSchema.parse(off.body).show_in_room).toBe(false);
    expect(await server.deps.services.trackRecords.forRoom([buyer.userId])).toEqual(new Map());
  });
});

describe('gateway/account', () => {
  it("answers the platform's account and the caller's own reference, the purpose in their language", async () => {
    const buyer = await signIn(server);
    const answer = await call(server.url, '/api/shop/gateway/account', {
      headers: { ...buyer.headers, cookie: `${buyer.cookie}; lang=ru` },
    });
    expect(answer.status).toBe(200);
    const account = bankTransferAccountSchema.parse(answer.body);
    expect(parseBankTransferReference(account.reference)).toBe(buyer.userId);
    expect(account.purpose).toContain(account.reference);
    const other = bankTransferAccountSchema.parse((await get(await signIn(server), 'gateway/account')).body);
    expect(other.reference).not.toBe(account.reference);
    expect(other.account).toBe(account.account);
    // No account configured outside production: the demonstration one, said so; its bank named
    // by the banks dictionary in every language.
    expect(account).toMatchObject({ demo: true, bank_mfo: '00450', credit_days: 1 });
    expect(account.bank_name.ru).toBe('Национальный банк Узбекистана');
    expect(account.bank_name['uz-Cyrl']).toMatch(/[А-Яа-яЎўҚқҒғҲҳ]/);
  });

  it("answers the deployment's configured account, the bank named by its MFO", async () => {
    const configured = testConfig({
      BANK_TRANSFER_RECIPIENT: 'AUKSION SAVDO MCHJ',
      BANK_TRANSFER_STIR: '301234567',
      BANK_TRANSFER_MFO: '00873',
      BANK_TRANSFER_ACCOUNT: '20208000400987654321',
      BANK_TRANSFER_CREDIT_DAYS: '2',
    });
    const answer = await onAppWith({ bankTransfer: configured.bankTransfer }, (base, buyer) =>
      call(base, '/api/shop/gateway/account', { headers: buyer.headers }),
    );
    expect(answer.status).toBe(200);
    const account = bankTransferAccountSchema.parse(answer.body);
    expect(account).toMatchObject({
      recipient: 'AUKSION SAVDO MCHJ',
      recipient_stir: '301234567',
      bank_mfo: '00873',
      account: '20208000400987654321',
      credit_days: 2,
      demo: false,
    });
    expect(account.bank_name).toMatchObject({ uz: 'Asaka bank', ru: 'Асака банк', en: 'Asaka Bank' });
    expect(account.bank_name['uz-Cyrl']).toMatch(/[А-Яа-яЎўҚқҒғҲҳ]/);
  });

  it('answers BANK_TRANSFER_UNAVAILABLE where no account is configured (production)', async () => {
    const answer = await onAppWith({ bankTransfer: undefined }, (base, buyer) =>
      call(base, '/api/shop/gateway/account', { headers: buyer.headers }),
    );
    expect(answer.status).toBe(404);
    expect(errorCode(answer.body)).toBe('BANK_TRANSFER_UNAVAILABLE');
  });

  it('refuses a partial account when the configuration is read', () => {
    expect(() =>
      testConfig({
        BANK_TRANSFER_RECIPIENT: 'AUKSION SAVDO MCHJ',
        BANK_TRANSFER_ACCOUNT: '20208000400987654321',
      }),
    ).toThrow(/BANK_TRANSFER_STIR: required with[\s\S]*BANK_TRANSFER_MFO: required with/);
  });
});

/** `use` against the app built over the running server's deps with `change` to its configuration. */
async function onAppWith<T>(change: Partial<Config>, use: (base: string, buyer: TestUser) => Promise<T>) {
  const { createApp } = await import('../../server/src/app');
  const app = createApp({ ...server.deps, config: { ...server.deps.config, ...change } });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  try {
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return await use(`http://127.0.0.1:${port}`, await signIn(server));
  } finally {
    await new Promise((resolve) => listening.close(resolve));
  }
}

describe('the spec dictionaries', () => {
  it.each([
    ['money-back-status', ['pending', 'approved', 'rejected']],
    ['get-payment-statuses', ['paid', 'pending', 'cancelled', 'reversed']],
    ['user-order-statuses', ['paid', 'cancelled']],
  ])('%s names each status in every language', async (name, codes) => {
    const guest = await guestHeaders(server);
    const answer = await call<unknown[]>(server.url, `/api/shop/dictionaries/${name}`, { headers: guest });
    expect(answer.status).toBe(200);
    const items = answer.body.map((item) => codedItemSchema.parse(item));
    expect(items.map((item) => item.code)).toEqual(codes);
    for (const item of items) {
      expect(item.name.ru).not.toBe(item.name.uz);
      expect(item.name['uz-Cyrl']).toMatch(/[А-Яа-яЎўҚқҒғҲҳ]/);
    }
  });

  it('group answers the top-level categories only; field_list the order form', async () => {
    const groups = (await call<unknown[]>(server.url, '/api/shop/dictionaries/group')).body;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(categorySchema.parse(group).parent_id).toBeNull();
    const fields = (await call<unknown[]>(server.url, '/api/shop/dictionaries/field_list')).body;
    expect(fields.map((step) => orderFormStepSchema.parse(step).step)).toEqual([
      'property',
      'terms',
      'address',
      'files',
      'requisites',
    ]);
  });
});
