import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, savedSearchListSchema, savedSearchSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { announceNewLot } from '../../server/src/modules/saved-search/announce-new-lot';
import { call, postJson } from '../support/http';
import { createTestLot, OTHER_PLACE, TEST_PLACE, uniqueMarker } from '../support/catalogue';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * saved-searches: signed in only; save, list, delete; the same filters are one search; the limit;
 * nobody sees or deletes another's; and a new lot is announced once per matching search, in the
 * cabinet and by e-mail, never to a search it does not match.
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
  it('a new lot is announced once per matching search, in the cabinet and by e-mail', async () => {
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
    const mails = await server.deps.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('destination', '=', `${word}@example.uz`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(lot.lotNumber);
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
