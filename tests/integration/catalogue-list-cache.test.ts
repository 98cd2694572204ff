import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotListCounterSchema, lotListSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/**
 * The guests' lot list cache (modules/lot/lot-list.cache.ts), on with a TTL of a minute: answers
 * come from memory, yet a change to the lots shows within moments, because the catalogue_changed
 * notification clears the memory (the TTL alone would keep the old answer for a minute).
 */
let server: Running;
const marker = uniqueMarker();
const LIST = `/api/shop/shop-lots/lot-list?i=0&q=${marker}`;
const COUNTER = `/api/shop/shop-lots/lot-list-counter?q=${marker}`;

async function totals() {
  const [list, counter] = await Promise.all([call(server.url, LIST), call(server.url, COUNTER)]);
  expect(list.status).toBe(200);
  expect(counter.status).toBe(200);
  return {
    list: lotListSchema.parse(list.body).total,
    counter: lotListCounterSchema.parse(counter.body).counts['0'],
  };
}

/** Asks until the answer shows `expected` lots; the notification takes moments, not the TTL. */
async function waitForTotals(expected: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const seen = await totals();
    if ((seen.list === expected && seen.counter === expected) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  server = await startTestServer({ LOT_LIST_CACHE_MS: '60000' });
  await createTestLot(server.deps.db, { name: { uz: `Kesh ${marker}`, ru: `Кэш ${marker}` } });
});

afterAll(async () => {
  await server?.close();
});

describe('the guests lot list cache', () => {
  it('shows a new lot and a changed status at once, though answers are kept for a minute', async () => {
    expect(await waitForTotals(1)).toEqual({ list: 1, counter: 1 });
    const second = await createTestLot(server.deps.db, {
      name: { uz: `Kesh ${marker}`, ru: `Кэш ${marker}` },
    });
    expect(await waitForTotals(2)).toEqual({ list: 2, counter: 2 });

    await server.deps.db.updateTable('lots').set({ lot_status: 6 }).where('id', '=', second.id).execute();
    const deadline = Date.now() + 5_000;
    let notHeld = 0;
    while (Date.now() < deadline) {
      const answer = await call(server.url, `/api/shop/shop-lots/lot-list?i=3&q=${marker}`);
      notHeld = lotListSchema.parse(answer.body).total;
      if (notHeld === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notHeld).toBe(1);
  });

  it('answers a repeated request with the same ETag, and 304 to If-None-Match', async () => {
    const first = await call(server.url, LIST);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('content-type')).toContain('application/json');
    const again = await call(server.url, LIST, {
      // fetch adds Cache-Control: no-cache to conditional requests unless told otherwise, as a browser revalidating does not.
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('never keeps bad input: the same bad query is refused every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await call<{ ERROR: { code: string } }>(
        server.url,
        '/api/shop/shop-lots/lot-list?page=0',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.ERROR.code).toBe('VALIDATION');
    }
  });
});
