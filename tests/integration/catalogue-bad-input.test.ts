import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/**
 * The issue's bad input: a clear 400 or an empty result, never a 500, never slow. Each answer must
 * come within a second even on a loaded test machine (real answers take milliseconds).
 */
let server: Running;
const marker = uniqueMarker();

beforeAll(async () => {
  server = await startTestServer();
  await createTestLot(server.deps.db, { name: { uz: `${marker} <b>uy</b>`, ru: `${marker} дом` } });
});

afterAll(async () => {
  await server?.close();
});

async function timed(path: string) {
  const started = performance.now();
  const answer = await call<{ ERROR?: { code: string }; items?: unknown[]; total?: number }>(
    server.url,
    path,
  );
  return { answer, ms: performance.now() - started };
}

const LIST = '/api/shop/shop-lots/lot-list';
const COUNTER = '/api/shop/shop-lots/lot-list-counter';

describe('bad input to the lot list', () => {
  it.each([
    ['page 0', `${LIST}?page=0`],
    ['page -1', `${LIST}?page=-1`],
    ['page 1.5', `${LIST}?page=1.5`],
    ['page beyond any list', `${LIST}?page=99999999`],
    ['size 10 000', `${LIST}?size=10000`],
    ['size 0', `${LIST}?size=0`],
    ['tab 5', `${LIST}?i=5`],
    ['tab text', `${LIST}?i=abc`],
    ['region text', `${LIST}?region=abc`],
    ['region beyond integers', `${LIST}?region=99999999999999`],
    ['price range upside down', `${LIST}?price_from=500&price_to=100`],
    ['price negative', `${LIST}?price_from=-5`],
    ['price with letters', `${LIST}?price_to=12abc`],
    ['date range upside down', `${LIST}?date_from=2026-05-02&date_to=2026-05-01`],
    ['date that does not exist', `${LIST}?date_from=2026-02-30`],
    ['date in another format', `${LIST}?date_from=01.05.2026`],
    ['a 5 000-character query', `${LIST}?q=${'a'.repeat(5000)}`],
    ['a 201-character query', `${LIST}?q=${'b'.repeat(201)}`],
    ['the counter with a 5 000-character query', `${COUNTER}?q=${'a'.repeat(5000)}`],
    ['the counter with prices upside down', `${COUNTER}?price_from=9&price_to=1`],
  ])('%s: 400 VALIDATION, fast', async (_name, path) => {
    const { answer, ms } = await timed(path);
    expect(answer.status).toBe(400);
    expect(answer.body.ERROR?.code).toBe('VALIDATION');
    expect(ms).toBeLessThan(1000);
  });

  it.each([
    ['an unknown region', `${LIST}?region=999999`],
    ['SQL in the query', `${LIST}?q=${encodeURIComponent("'; DROP TABLE lots; --")}`],
    ['LIKE wildcards in the query', `${LIST}?q=${encodeURIComponent('%_%')}`],
    ['a query of 200 characters', `${LIST}?q=${'c'.repeat(200)}`],
    ['a query of apostrophes only', `${LIST}?q=${encodeURIComponent("ʻʼ'‘’`")}`],
  ])('%s: an empty result', async (_name, path) => {
    const { answer, ms } = await timed(path);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);
    expect(answer.body.total).toBe(0);
    expect(ms).toBeLessThan(1000);
  });

  it('HTML in the query is just text: it finds the lot whose name holds it', async () => {
    const { answer } = await timed(`${LIST}?i=0&q=${encodeURIComponent(`${marker} <b>uy</b>`)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(1);
    const script = await timed(`${LIST}?i=0&q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(script.answer.status).toBe(200);
    expect(script.answer.body.total).toBe(0);
  });

  it('the lots table is still there after SQL in the query', async () => {
    const { answer } = await timed(`${LIST}?i=0&q=${marker}`);
    expect(answer.body.total).toBe(1);
  });

  it.each([
    ['a single digit (a lot number prefix)', '9'],
    ['a single letter', 'a'],
    ['two letters', 'ab'],
    ['one letter among spaces', '  A   '],
  ])('a short query, %s, answers fast', async (_name, q) => {
    const { answer, ms } = await timed(`${LIST}?i=0&q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    expect(ms).toBeLessThan(1000);
  });

  it('a query that is only spaces is no query', async () => {
    const { answer } = await timed(`${LIST}?i=0&q=${encodeURIComponent('   ')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
  });
});
