import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRefund, Page, Profile, Refund } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_OPERATOR, seedDemoOperator } from '../../server/src/demo/demo-operator';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { CookieJar, completeLogin, createIdAccount, followRedirects } from '../support/identity';
import { balancesOf, createUser } from '../support/ledger';
import { startTestServer } from '../support/test-server';

/**
 * The demo operator `npm start` seeds: made once however often the seed runs, promoted in the
 * shop (never in the identity provider), and signing in through the normal login to the refund
 * desk. No other test uses the demo phone (test phones are +99899...).
 */
let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function accountsWithDemoPhone() {
  return server.deps.db
    .selectFrom('id_accounts')
    .select(['id', 'role', 'full_name', 'pinfl'])
    .where('phone', '=', DEMO_OPERATOR.phone)
    .execute();
}

async function shopUsersOf(accountId: string) {
  return server.deps.db
    .selectFrom('users')
    .select(['id', 'role', 'full_name', 'phone', 'idp'])
    .where('idp', '=', 'kimoshdi-id')
    .where('idp_subject', '=', accountId)
    .execute();
}

/** Signs in through the shop's own login, as the README tells a person to. */
async function signInThroughShop(login: string, password: string) {
  const jar = new CookieJar();
  const landed = await followRedirects(jar, `${server.url}/api/shop/auth/login?return_to=%2Fprofile`);
  expect(landed.url.pathname).toMatch(/^\/id\/interaction\//);
  const callback = await completeLogin(jar, landed.url, login, password);
  const answer = await jar.fetch(callback);
  expect(answer.status).toBe(303);
  return jar;
}

async function shopCall<T>(jar: CookieJar, path: string, init: RequestInit = {}) {
  const url = new URL(`/api/shop/${path}`, server.url);
  const csrf = /(?:^|; )csrf=([^;]+)/.exec(jar.header(url))?.[1];
  const headers = new Headers(init.headers);
  if (csrf) headers.set('x-csrf-token', decodeURIComponent(csrf));
  if (init.body) headers.set('content-type', 'application/json');
  const response = await jar.fetch(url, { ...init, headers });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the demo operator seed', () => {
  it('does not promote somebody who registered the demo phone for themselves', async () => {
    expect(await accountsWithDemoPhone()).toEqual([]);
    const stranger = await createIdAccount(server.deps.db, { phone: DEMO_OPERATOR.phone });
    expect(await seedDemoOperator(server.deps.db)).toEqual({ outcome: 'phone-taken' });
    expect(await shopUsersOf(stranger.account.id)).toEqual([]);
    // Gone again, so the demo's own account can be made below.
    await server.deps.db.deleteFrom('id_accounts').where('id', '=', stranger.account.id).execute();
  });

  it('makes one account and one operator however often it runs', async () => {
    const first = await seedDemoOperator(server.deps.db);
    if (first.outcome !== 'created') throw new Error(`expected a new demo operator, got ${first.outcome}`);
    const second = await seedDemoOperator(server.deps.db);
    expect(second).toEqual({ ...first, outcome: 'present' });

    const accounts = await accountsWithDemoPhone();
    expect(accounts).toHaveLength(1);
    // The identity provider keeps only the roles people choose; the operator lives in the shop.
    expect(accounts[0]).toMatchObject({
      role: 'buyer',
      full_name: DEMO_OPERATOR.fullName,
      pinfl: DEMO_OPERATOR.pinfl,
    });
    const accountId = accounts[0]?.id ?? '';
    expect(await shopUsersOf(accountId)).toEqual([
      {
        id: first.userId,
        role: 'operator',
        full_name: DEMO_OPERATOR.fullName,
        phone: DEMO_OPERATOR.phone,
        idp: 'kimoshdi-id',
      },
    ]);

    // A demoted demo operator is an operator again after the next start.
    await server.deps.db
      .updateTable('users')
      .set({ role: 'buyer' })
      .where('idp_subject', '=', accountId)
      .execute();
    await seedDemoOperator(server.deps.db);
    expect((await shopUsersOf(accountId)).map((user) => user.role)).toEqual(['operator']);
  });

  it('signs in through the shop as an operator who lists and decides refunds', async () => {
    await seedDemoOperator(server.deps.db);
    // A buyer with money and a pending application, made through the services.
    const buyer = await createUser(server.deps.db);
    await topUp(server.deps.db, { userId: buyer, amount: 5_000_000n, businessKey: `demo-operator:${buyer}` });
    const applied = await server.deps.services.refunds.apply(buyer, {
      bank_name: 'Hamkorbank',
      card_type: 'humo',
      card_number: '9860123456781236',
      amount: 2_000_000n,
    });

    // The login as the README writes it, spaces and all.
    const jar = await signInThroughShop('+998 90 000 00 01', DEMO_OPERATOR.password);
    const profile = await shopCall<Profile>(jar, 'user/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ role: 'operator', full_name: DEMO_OPERATOR.fullName });

    const pending = await shopCall<Page<OperatorRefund>>(jar, 'operator/refunds?status=pending&size=100');
    expect(pending.status).toBe(200);
    expect(pending.body.items).toContainEqual(
      expect.objectContaining({
        id: applied.id,
        status: 'pending',
        amount: '2000000',
        card_number: '9860 12** **** 1236',
      }),
    );

    const approved = await shopCall<Refund>(jar, `operator/refunds/${applied.id}/approve`, {
      method: 'POST',
      body: '{}',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: applied.id, status: 'approved' });
    expect(await balancesOf(server.deps.db, buyer)).toEqual({ available: 3_000_000n, blocked: 0n });
    const decidedBy = await server.deps.db
      .selectFrom('refunds')
      .innerJoin('users', 'users.id', 'refunds.decided_by')
      .select('users.phone')
      .where('refunds.id', '=', applied.id)
      .executeTakeFirstOrThrow();
    expect(decidedBy.phone).toBe(DEMO_OPERATOR.phone);
  });
});
