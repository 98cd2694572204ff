import { describe, expect, it } from 'vitest';
import { createSeoCache } from './cached-answer';

describe('the SEO files cache', () => {
  it('builds a document once while it is fresh, again once it expires', async () => {
    let clock = 0;
    let builds = 0;
    const cache = createSeoCache(1000, () => clock);
    const build = async () => `<doc n="${++builds}"/>`;
    const [a, b] = await Promise.all([cache.document('k', build), cache.document('k', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    clock = 999;
    await cache.document('k', build);
    expect(builds).toBe(1);
    clock = 1000;
    const c = await cache.document('k', build);
    expect(builds).toBe(2);
    expect(c.plain.toString()).toBe('<doc n="2"/>');
    expect(c.etag).not.toBe(a.etag);
  });

  it('keeps documents apart by key (address and origin)', async () => {
    const cache = createSeoCache(1000, () => 0);
    const one = await cache.document('http://a/sitemap.xml', async () => 'a');
    const two = await cache.document('http://b/sitemap.xml', async () => 'b');
    expect([one.plain.toString(), two.plain.toString()]).toEqual(['a', 'b']);
  });

  it('does not keep a failed build', async () => {
    const cache = createSeoCache(1000, () => 0);
    await expect(
      cache.document('k', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    const next = await cache.document('k', async () => 'ok');
    expect(next.plain.toString()).toBe('ok');
  });
});
