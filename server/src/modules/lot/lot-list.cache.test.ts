import { describe, expect, it } from 'vitest';
import { createResponseCache } from './lot-list.cache';

function counter(values: unknown[] = []) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return values[calls - 1] ?? { n: calls };
  };
  return { load, calls: () => calls };
}

const text = (answer: { body: Buffer }) => answer.body.toString('utf8');

describe('the lot list response cache', () => {
  it('answers a key from memory while fresh, with the JSON and a weak ETag', async () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter();
    const first = await cache.json('a', source.load);
    now = 999;
    const second = await cache.json('a', source.load);
    expect(text(first)).toBe('{"n":1}');
    expect(second).toBe(first);
    expect(first.etag).toMatch(/^W\/"7-[A-Za-z0-9+/]{27}"$/);
    expect(source.calls()).toBe(1);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.json('a', source.load)));
    expect(answers.map(text)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(source.calls()).toBe(1);
  });

  it('past its time answers once more from memory while one call refreshes it', async () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter();
    await cache.json('a', source.load);
    now = 1500;
    expect(text(await cache.json('a', source.load))).toBe('{"n":1}');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the refresh lands
    expect(text(await cache.json('a', source.load))).toBe('{"n":2}');
    expect(source.calls()).toBe(2);
  });

  it('forgets everything on clear() and loads afresh', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const source = counter();
    await cache.json('a', source.load);
    cache.clear();
    expect(text(await cache.json('a', source.load))).toBe('{"n":2}');
  });

  it('always loads while disabled or with a TTL of 0', async () => {
    const off = createResponseCache({ ttlMs: 0, maxEntries: 10 });
    const source = counter();
    await off.json('a', source.load);
    await off.json('a', source.load);
    expect(source.calls()).toBe(2);

    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const other = counter();
    await cache.json('a', other.load);
    cache.setEnabled(false);
    await cache.json('a', other.load);
    cache.setEnabled(true);
    expect(text(await cache.json('a', other.load))).toBe('{"n":3}');
  });

  it('keeps no failure: the next call tries again', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('bad input');
      return { ok: true };
    };
    await expect(cache.json('a', load)).rejects.toThrow('bad input');
    fail = false;
    expect(text(await cache.json('a', load))).toBe('{"ok":true}');
  });

  it('drops the oldest keys beyond maxEntries', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    const source = counter();
    await cache.json('a', source.load);
    await cache.json('b', source.load);
    await cache.json('c', source.load);
    expect(text(await cache.json('a', source.load))).toBe('{"n":4}');
    expect(text(await cache.json('c', source.load))).toBe('{"n":3}');
  });
});
