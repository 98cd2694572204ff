import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactCodeSent, Profile } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { OTHER_PLACE, TEST_PLACE } from '../support/catalogue';
import { call, mergeHeaders, postJson, type Answer } from '../support/http';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The personal-info page's calls (issue 9, part B 5): a missing name, the address by region,
 * district and street, and a phone or e-mail confirmed with a code. Bad input is a 400 with the
 * error body and changes nothing; a wrong code counts down; nobody reaches another user's row or
 * code.
 */
let server: Running;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface ErrorAnswer {
  ERROR: { code: string; message: string; data?: Record<string, unknown> };
}

/** A call as a signed-in user, or as a guest with only the guest's CSRF headers. */
const post = <T>(who: TestUser | Record<string, string>, path: string, body: unknown) => {
  const headers =
    typeof who.userId === 'string' ? (who as TestUser).headers : (who as Record<string, string>);
  return postJson(server.url, `/api/shop/user/${path}`, body, headers) as Promise<Answer<T>>;
};

/** The columns the calls may change, to prove a refusal changed nothing. */
function userRow(userId: string) {
  return server.deps.db
    .selectFrom('users')
    .select(['full_name', 'phone', 'email', 'address', 'region_id', 'area_id', 'street'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

function codesSentTo(destination: string) {
  return server.deps.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .execute();
}

async function lastCode(destination: string): Promise<string> {
  const [message] = await codesSentTo(destination);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

const uniqueEmail = () => `profile-${randomUUID().slice(0, 8)}@example.uz`;

function expectError(answer: Answer<unknown>, status: number, code: string) {
  expect(answer.status).toBe(status);
  const body = answer.body as ErrorAnswer;
  expect(body.ERROR.code).toBe(code);
  expect(body.ERROR.message).toEqual(expect.any(String));
  expect(body.ERROR.message).not.toBe('');
}

describe('POST user/profile/name', () => {
  it('fills a missing name, answers the profile and writes the stored user again', async () => {
    const user = await signIn(server, { fullName: '' });
    const answer = await post<Profile>(user, 'profile/name', { full_name: '  Sardor   Umarov ' });
    expect(answer.status).toBe(200);
    expect(answer.body.full_name).toBe('Sardor Umarov');
    const stored = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('user='));
    expect(decodeURIComponent(stored ?? '')).toContain('"name":"Sardor Umarov"');
    expect((await userRow(user.userId)).full_name).toBe('Sardor Umarov');
  });

  it('refuses a name that is too short (400), and a second name (409), changing nothing', async () => {
    const nameless = await signIn(server, { fullName: '' });
    expectError(await post(nameless, 'profile/name', { full_name: 'A' }), 400, 'VALIDATION');
    expectError(await post(nameless, 'profile/name', {}), 400, 'VALIDATION');
    expect((await userRow(nameless.userId)).full_name).toBe('');

    const named = await signIn(server, { fullName: 'Kamola Yusupova' });
    expectError(await post(named, 'profile/name', { full_name: 'Boshqa Ism' }), 409, 'WRONG_STATE');
    expect((await userRow(named.userId)).full_name).toBe('Kamola Yusupova');
  });
});

describe('POST user/profile/address', () => {
  const street = "Bunyodkor ko'chasi, 12-uy";

  it('keeps region, district and street, and reads them in the reader’s language', async () => {
    const user = await signIn(server);
    const answer = await post<Profile>(user, 'profile/address', {
      region_id: TEST_PLACE.regionId,
      area_id: TEST_PLACE.areaId,
      street,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.address_parts).toEqual({
      region_id: TEST_PLACE.regionId,
      area_id: TEST_PLACE.areaId,
      street,
    });
    const names = await server.deps.db
      .selectFrom('areas')
      .innerJoin('regions', 'regions.id', 'areas.region_id')
      .select([
        'areas.name_uz',
        'areas.name_ru',
        'regions.name_uz as region_uz',
        'regions.name_ru as region_ru',
      ])
      .where('areas.id', '=', TEST_PLACE.areaId)
      .executeTakeFirstOrThrow();
    expect(answer.body.address).toBe(`${names.region_uz}, ${names.name_uz}, ${street}`);

    const russian = await call<Profile>(server.url, '/api/shop/user/profile', {
      headers: mergeHeaders(user.headers, { cookie: 'lang=ru' }),
    });
    expect(russian.body.address).toBe(`${names.region_ru}, ${names.name_ru}, ${street}`);
  });

  it.each([
    ['no street', { region_id: TEST_PLACE.regionId, area_id: TEST_PLACE.areaId, street: '   ' }],
    ['a district of another region', { region_id: TEST_PLACE.regionId, area_id: OTHER_PLACE.areaId, street }],
    ['an unknown region', { region_id: 999_999, area_id: TEST_PLACE.areaId, street }],
    ['ids as text', { region_id: String(TEST_PLACE.regionId), area_id: TEST_PLACE.areaId, street }],
    [
      'a street too long',
      { region_id: TEST_PLACE.regionId, area_id: TEST_PLACE.areaId, street: 'x'.repeat(201) },
    ],
    ['no body', undefined],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const user = await signIn(server);
    const before = await userRow(user.userId);
    expectError(await post(user, 'profile/address', body), 400, 'VALIDATION');
    expect(await userRow(user.userId)).toEqual(before);
  });

  it("changes the caller's own row only, whatever user id the body names", async () => {
    const alice = await signIn(server);
    const bob = await signIn(server);
    const aliceBefore = await userRow(alice.userId);
    const answer = await post<Profile>(bob, 'profile/address', {
      user_id: alice.userId,
      region_id: TEST_PLACE.regionId,
      area_id: TEST_PLACE.areaId,
      street,
    });
    expect(answer.status).toBe(200);
    expect((await userRow(bob.userId)).street).toBe(street);
    expect(await userRow(alice.userId)).toEqual(aliceBefore);
  });

  it('is for signed-in users only', async () => {
    const guest = await guestHeaders(server);
    expectError(
      await post(guest, 'profile/address', {
        region_id: TEST_PLACE.regionId,
        area_id: TEST_PLACE.areaId,
        street,
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('POST user/profile/contact and contact/confirm', () => {
  it('confirms a new e-mail with the code sent to it; a wrong code counts down and changes nothing', async () => {
    const user = await signIn(server, { email: uniqueEmail() });
    await server.deps.db.updateTable('users').set({ email: null }).where('id', '=', user.userId).execute();
    const email = uniqueEmail();
    const sent = await post<ContactCodeSent>(user, 'profile/contact', {
      contact: ` ${email.toUpperCase()} `,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ channel: 'email', destination: email, resend_in_s: 60 });
    const code = await lastCode(email);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post<ErrorAnswer>(user, 'profile/contact/confirm', { contact: email, code: wrong });
    expectError(refused, 400, 'CODE_INVALID');
    expect(refused.body.ERROR.data).toEqual({ left: 4 });
    expect((await userRow(user.userId)).email).toBeNull();

    const confirmed = await post<Profile>(user, 'profile/contact/confirm', { contact: email, code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(email);
    expect((await userRow(user.userId)).email).toBe(email);
    // A code works once.
    expectError(await post(user, 'profile/contact/confirm', { contact: email, code }), 404, 'NOT_FOUND');
  });

  it('confirms a phone by SMS the same way', async () => {
    const user = await signIn(server);
    const phone = `+99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const sent = await post<ContactCodeSent>(user, 'profile/contact', { contact: phone.replace('+998', '') });
    expect(sent.body.channel).toBe('sms');
    const confirmed = await post<Profile>(user, 'profile/contact/confirm', {
      contact: phone,
      code: await lastCode(phone),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.phone).toBe(phone);
  });

  it.each([
    ['not a contact', { contact: 'salom' }],
    ['no contact', {}],
    ['a number', { contact: 998901234567 }],
  ])('refuses %s with 400 and sends nothing', async (_name, body) => {
    const user = await signIn(server);
    const outboxBefore = await server.deps.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expectError(await post(user, 'profile/contact', body), 400, 'VALIDATION');
    const outboxAfter = await server.deps.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(outboxAfter.n).toBe(outboxBefore.n);
  });

  it('refuses a malformed code with 400 without spending a try', async () => {
    const user = await signIn(server);
    const email = uniqueEmail();
    await post(user, 'profile/contact', { contact: email });
    expectError(
      await post(user, 'profile/contact/confirm', { contact: email, code: '12ab' }),
      400,
      'VALIDATION',
    );
    const right = await post<Profile>(user, 'profile/contact/confirm', {
      contact: email,
      code: await lastCode(email),
    });
    expect(right.status).toBe(200);
  });

  it("refuses another user's e-mail (409) and sends it no code", async () => {
    const holder = await signIn(server, { email: uniqueEmail() });
    const held = (await userRow(holder.userId)).email ?? '';
    const user = await signIn(server);
    expectError(await post(user, 'profile/contact', { contact: held }), 409, 'ALREADY_REGISTERED');
    expect(await codesSentTo(held)).toEqual([]);
  });

  it('never confirms a code sent for another user, nor for another contact', async () => {
    const alice = await signIn(server);
    const bob = await signIn(server);
    const bobBefore = await userRow(bob.userId);
    const email = uniqueEmail();
    await post(alice, 'profile/contact', { contact: email });
    const code = await lastCode(email);

    expectError(await post(bob, 'profile/contact/confirm', { contact: email, code }), 404, 'NOT_FOUND');
    expect(await userRow(bob.userId)).toEqual(bobBefore);
    expectError(
      await post(alice, 'profile/contact/confirm', { contact: uniqueEmail(), code }),
      404,
      'NOT_FOUND',
    );

    const confirmed = await post<Profile>(alice, 'profile/contact/confirm', { contact: email, code });
    expect(confirmed.body.email).toBe(email);
  });

  it('waits a minute before another code to the same contact', async () => {
    const user = await signIn(server);
    const email = uniqueEmail();
    expect((await post(user, 'profile/contact', { contact: email })).status).toBe(200);
    const again = await post<ErrorAnswer>(user, 'profile/contact', { contact: email });
    expectError(again, 429, 'RATE_LIMITED');
    expect((await codesSentTo(email)).length).toBe(1);
  });

  it('sends one user at most five codes an hour, whatever the contacts (issue 24)', async () => {
    const user = await signIn(server);
    const emails = Array.from({ length: 6 }, uniqueEmail);
    for (const email of emails.slice(0, 5)) {
      expect((await post(user, 'profile/contact', { contact: email })).status).toBe(200);
    }
    const sixth = await post<ErrorAnswer>(user, 'profile/contact', { contact: emails[5] });
    expectError(sixth, 429, 'RATE_LIMITED');
    expect(sixth.body.ERROR.data?.retry_after_s).toEqual(expect.any(Number));
    expect(await codesSentTo(emails[5] ?? '')).toHaveLength(0);
    // Another user is not affected.
    const other = await signIn(server);
    expect((await post(other, 'profile/contact', { contact: uniqueEmail() })).status).toBe(200);
  });
});
