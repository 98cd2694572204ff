import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, savedSearchListSchema, savedSearchSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { announceNewLot } from '../../server/src/modules/saved-search/announce-new-lot';
import { sendSavedSearchDigests } from '../../server/src/modules/saved-search';
import { call, postJson } from '../support/http';
import { createTestLot, OTHER_PLACE, TEST_PLACE, uniqueMarker } from '../support/catalogue';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * saved-searches: signed in only; save, list, delete; the same filters are one search; the limit;
 * nobody sees or deletes another's; a new lot is announced once per matching search in the
 * cabinet, never to a search it does not match; by e-mail the found lots go in a digest, a day's or
 * an hour's in one e-mail, each linked, with a one-click unsubscribe.
 */
let server: Running;
let alice: TestUser;
let bob: TestUser;
const marker = uniqueMarker();

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server);
  bob = await signIn(server);
});

afterAll(async () => {
  await server?.close();
});

const add = (user: TestUser, body: Record<string, unknown>) =>
  postJson(server.url, '/api/shop/saved-searches/add', body, user.headers);
const remove = (user: TestUser, id: number) =>
  postJson(server.url, '/api/shop/saved-searches/remove', { id }, user.headers);
const list = async (user: TestUser) => {
  const answer = await call(server.url, '/api/shop/saved-searches/list', { headers: user.headers });
  expect(answer.status).toBe(200);
  return savedSearchListSchema.parse(answer.body);
};
const mailsTo = (address: string) =>
  server.deps.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body', 'html', 'headers'])
    .where('destination', '=', address)
    .orderBy('id')
    .execute();
const codeOf = (body: unknown) => (body as { ERROR: { code: string } }).ERROR.code;
const messagesOf = (userId: string) =>
  server.deps.db
    .selectFrom('notifications')
    .select(['message_key', 'link', 'title'])
    .where('user_id', '=', userId)
    .where('message_key', '=', 'messages:savedSearch.match')
    .orderBy('id')
    .execute();

describe('saved-searches calls', () => {
  it('guests get 401', async () => {
    const guest = await guestHeaders(server);
    expect((await postJson(server.url, '/api/shop/saved-searches/add', { q: 'uy' }, guest)).status).toBe(401);
    expect((await call(server.url, '/api/shop/saved-searches/list')).status).toBe(401);
    expect((await postJson(server.url, '/api/shop/saved-searches/remove', { id: 1 }, guest)).status).toBe(
      401,
    );
  });

  it('saves canonical filters, answers the same search for the same filters, lists newest first', async () => {
    const first = await add(alice, { q: ` ${marker} `, region: String(TEST_PLACE.regionId), area: '' });
    expect(first.status).toBe(201);
    const saved = savedSearchSchema.parse(first.body);
    expect(saved.filters).toEqual({ q: marker, region: String(TEST_PLACE.regionId) });
    expect(saved.announced).toBe(0);
    const again = await add(alice, { region: String(TEST_PLACE.regionId), q: marker });
    expect(again.status).toBe(201);
    expect(savedSearchSchema.parse(again.body).id).toBe(saved.id);
    const second = savedSearchSchema.parse((await add(alice, { price_from: '1 000 000' })).body);
    expect(second.filters).toEqual({ price_from: '1000000' });
    const page = await list(alice);
    expect(page.limit).toBe(MAX_SAVED_SEARCHES);
    expect(page.items.map((item) => item.id)).toEqual([second.id, saved.id]);
  });

  it.each([
    ['no filter at all', {}],
    ['only empty filters', { q: '  ', region: '' }],
    ['a price range upside down', { price_from: '10', price_to: '5' }],
    ['a region that is not an id', { region: 'Toshkent' }],
    ['a filter that is not text', { category: 3 }],
  ])('refuses %s with 400 VALIDATION', async (_, body) => {
    const before = (await list(bob)).items.length;
    const answer = await add(bob, body);
    expect(answer.status).toBe(400);
    expect(codeOf(answer.body)).toBe('VALIDATION');
    expect((await list(bob)).items.length).toBe(before);
  });

  it('keeps only the filters: other keys (a sort, a page) are not part of a search', async () => {
    const answer = await add(bob, { q: marker, sort: 'newest', page: '2' });
    expect(answer.status).toBe(201);
    const saved = savedSearchSchema.parse(answer.body);
    expect(saved.filters).toEqual({ q: marker });
    expect((await remove(bob, saved.id)).status).toBe(200);
  });

  it('nobody sees or deletes another user’s search; deleting twice is 404', async () => {
    const [mine] = (await list(alice)).items;
    expect(mine).toBeDefined();
    expect((await list(bob)).items.some((item) => item.id === mine?.id)).toBe(false);
    const stolen = await remove(bob, mine?.id ?? 0);
    expect(stolen.status).toBe(404);
    expect(codeOf(stolen.body)).toBe('NOT_FOUND');
    expect((await list(alice)).items.some((item) => item.id === mine?.id)).toBe(true);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES}, then 409 SAVED_SEARCH_LIMIT; deleting one makes room`, async () => {
    const carol = await signIn(server);
    const ids: number[] = [];
    for (let n = 0; n < MAX_SAVED_SEARCHES; n += 1) {
      const answer = await add(carol, { q: `${marker} ${n}` });
      expect(answer.status).toBe(201);
      ids.push(savedSearchSchema.parse(answer.body).id);
    }
    const refused = await add(carol, { q: `${marker} over` });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ERROR: { code: 'SAVED_SEARCH_LIMIT', data: { limit: 20 } } });
    expect((refused.body as { ERROR: { message: string } }).ERROR.message).toContain('20');
    // The same filters as a kept search are not a new one: allowed at the limit.
    expect((await add(carol, { q: `${marker} 0` })).status).toBe(201);
    const removed = await remove(carol, ids[0] ?? 0);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true });
    expect((await remove(carol, ids[0] ?? 0)).status).toBe(404);
    expect((await add(carol, { q: `${marker} over` })).status).toBe(201);
    expect((await list(carol)).items).toHaveLength(MAX_SAVED_SEARCHES);
  });
});

describe('announcing new lots', () => {
  it('a new lot is announced once per matching search, in the cabinet, and by e-mail in the digest', async () => {
    const word = uniqueMarker();
    const dave = await signIn(server, { email: `${word}@example.uz` });
    const erin = await signIn(server);
    const matching = savedSearchSchema.parse(
      (await add(dave, { q: word, region: String(TEST_PLACE.regionId) })).body,
    );
    // Another region: the same word, never announced.
    await add(erin, { q: word, region: String(OTHER_PLACE.regionId) });
    const lot = await createTestLot(server.deps.db, {
      name: { uz: `${word} hovli`, ru: `${word} дом` },
      lotStatus: 2,
    });

    expect(await announceNewLot(server.deps.db, lot.id)).toBeGreaterThanOrEqual(1);
    // Published again (a retried transaction, a second call): nothing more.
    await announceNewLot(server.deps.db, lot.id);

    const messages = await messagesOf(dave.userId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ link: `/lot-view/${lot.id}` });
    expect(messages[0]?.title).toContain(lot.lotNumber);
    expect(await messagesOf(erin.userId)).toHaveLength(0);
    // No e-mail per lot: it waits for the digest.
    expect(await mailsTo(`${word}@example.uz`)).toEqual([]);
    const [listed] = (await list(dave)).items;
    expect(listed).toMatchObject({ id: matching.id, announced: 1 });
  });

  it('the message is read in the reader’s language from the cabinet', async () => {
    const word = uniqueMarker();
    const frank = await signIn(server);
    await add(frank, { q: word });
    const lot = await createTestLot(server.deps.db, { name: { uz: `${word} uy`, ru: `${word} дом` } });
    await announceNewLot(server.deps.db, lot.id);
    const answer = await call(server.url, '/api/shop/user/messages?page=1&size=10', {
      headers: { ...frank.headers, cookie: `${frank.headers.cookie}; lang=ru` },
    });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain(`Сохранённый поиск: новый лот ${lot.lotNumber}`);
  });
});

describe('the digest', () => {
  const DAY = 86_400_000;

  /** A person with a confirmed e-mail and a saved search that found `count` new lots now. */
  async function finder(count: number, options: { email?: boolean } = {}) {
    const word = uniqueMarker();
    const user = await signIn(server, { email: `${word}@example.uz` });
    if (options.email === false)
      await server.deps.db.updateTable('users').set({ email: null }).where('id', '=', user.userId).execute();
    await add(user, { q: word });
    const lots = [];
    for (let i = 0; i < count; i += 1) {
      const lot = await createTestLot(server.deps.db, {
        name: { uz: `${word} uy ${i}`, ru: `${word} дом ${i}` },
        lotStatus: 2,
      });
      await announceNewLot(server.deps.db, lot.id);
      lots.push(lot);
    }
    return { user, address: `${word}@example.uz`, lots };
  }

  it("puts a day's lots in one e-mail from 09:00, each linked, once", async () => {
    const { user, address, lots } = await finder(2);
    // Not before its time: the lots were found after the last 09:00.
    await sendSavedSearchDigests(server.deps.db, new Date());
    expect(await mailsTo(address)).toEqual([]);

    const tomorrow = new Date(Date.now() + DAY);
    await sendSavedSearchDigests(server.deps.db, tomorrow);
    await sendSavedSearchDigests(server.deps.db, tomorrow);
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain('2');
    for (const lot of lots) {
      expect(mail?.body).toContain(lot.lotNumber);
      expect(mail?.body).toMatch(new RegExp(`https?://[^\\s]+/lot-view/${lot.id}`));
      expect(mail?.html).toContain(`/lot-view/${lot.id}"`);
    }
    const headers = mail?.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The one-click unsubscribe turns the digest off: later lots are not e-mailed.
    const url = new URL(headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    const posted = await fetch(`${server.url}${url.pathname}${url.search}`, { method: 'POST' });
    expect(posted.status).toBe(200);
    const settings = await call(server.url, '/api/shop/notification-settings/list', {
      headers: user.headers,
    });
    expect((settings.body as { digest: string }).digest).toBe('off');
    const later = await createTestLot(server.deps.db, {
      name: { uz: 'Boshqa uy', ru: 'Другой дом' },
      lotStatus: 2,
    });
    await server.deps.db
      .insertInto('saved_search_lots')
      .values({
        saved_search_id: (await list(user)).items[0]?.id ?? 0,
        lot_id: later.id,
        announced_at: new Date(Date.now() - DAY),
      })
      .execute();
    await sendSavedSearchDigests(server.deps.db, new Date(Date.now() + 2 * DAY));
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('goes hourly when asked, and not at all without a confirmed e-mail', async () => {
    const { user, address } = await finder(1);
    const hourly = await postJson(
      server.url,
      '/api/shop/notification-settings/digest',
      { frequency: 'hourly' },
      user.headers,
    );
    expect(hourly.status).toBe(200);
    expect((hourly.body as { digest: string }).digest).toBe('hourly');
    await sendSavedSearchDigests(server.deps.db, new Date(Date.now() + 3_600_000));
    expect(await mailsTo(address)).toHaveLength(1);

    const silent = await finder(1, { email: false });
    await sendSavedSearchDigests(server.deps.db, new Date(Date.now() + DAY));
    expect(await mailsTo(silent.address)).toEqual([]);
    // Marked all the same: a confirmed e-mail later does not bring a pile.
    const waiting = await server.deps.db
      .selectFrom('saved_search_lots as f')
      .innerJoin('saved_searches as s', 's.id', 'f.saved_search_id')
      .select('f.digested_at')
      .where('s.user_id', '=', silent.user.userId)
      .execute();
    expect(waiting.map((row) => row.digested_at)).toEqual([expect.any(Date)]);
  });

  it('refuses a frequency it does not know', async () => {
    const { user } = await finder(0);
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/digest',
      { frequency: 'weekly' },
      user.headers,
    );
    expect(answer.status).toBe(400);
    expect(codeOf(answer.body)).toBe('VALIDATION');
  });
});
