import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryCalls, type Area, type Region } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('dictionaries', () => {
  it.each([
    'region',
    'categories',
    'lot-statuses',
    'order-statuses',
    'trade-types',
    'order-types',
    'payment-types',
  ] as const)('%s answers its list in every language, in the shared contract', async (name) => {
    const answer = await call<unknown[]>(server.url, `/api/shop/dictionaries/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    for (const item of answer.body) expect(() => dictionaryCalls[name].parse(item)).not.toThrow();
  });

  it('has the 14 regions of Uzbekistan with Uzbek and Russian names', async () => {
    const regions = (await call<Region[]>(server.url, '/api/shop/dictionaries/region')).body;
    expect(regions).toHaveLength(14);
    const tashkent = regions.find((r) => r.soato === '1726');
    expect(tashkent?.name.ru).toMatch(/Ташкент/);
    expect(tashkent?.name.uz).toMatch(/Toshkent/);
    expect(tashkent?.name['uz-Cyrl']).toMatch(/Тошкент/);
  });

  it('answers the districts of one region', async () => {
    const areas = await call<Area[]>(server.url, '/api/shop/dictionaries/area?region_id=1726');
    expect(areas.status).toBe(200);
    expect(areas.body.length).toBeGreaterThanOrEqual(11);
    expect(areas.body.every((a) => a.region_id === 1726)).toBe(true);
    expect(areas.body.map((a) => a.name.uz).join(' ')).toMatch(/Yunusobod/);
  });

  it('answers every area of the country without a region, each under its region', async () => {
    const all = await call<Area[]>(server.url, '/api/shop/dictionaries/area');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=300');
    const regions = new Set(all.body.map((area) => area.region_id));
    expect(regions.size).toBe(14);
    const tashkent = await call<Area[]>(server.url, '/api/shop/dictionaries/area?region_id=1726');
    expect(all.body.filter((area) => area.region_id === 1726)).toEqual(tashkent.body);
  });

  it('refuses a bad or unknown region clearly', async () => {
    for (const query of ['?region_id=', '?region_id=abc', '?region_id=-1', '?region_id=1.5']) {
      const answer = await call(server.url, `/api/shop/dictionaries/area${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ ERROR: { code: 'VALIDATION' } });
    }
    const unknown = await call(server.url, '/api/shop/dictionaries/area?region_id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ERROR: { code: 'NOT_FOUND', data: { region_id: 999999 } } });
  });

  it('gives every lot status 1 to 17 the colour class of the spec', async () => {
    const statuses = (
      await call<{ id: number; color: string }[]>(server.url, '/api/shop/dictionaries/lot-statuses')
    ).body;
    expect(statuses.map((s) => s.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    const byColor = (color: string) => statuses.filter((s) => s.color === color).map((s) => s.id);
    expect(byColor('primary')).toEqual([1, 4]);
    expect(byColor('success')).toEqual([2, 5, 7]);
    expect(byColor('warning')).toEqual([3, 6, 8, 12, 15, 17]);
    expect(byColor('danger')).toEqual([9, 11, 13, 16]);
    expect(byColor('info')).toEqual([10, 14]);
  });

  it('serves every category icon', async () => {
    const categories = (await call<{ icon: string }[]>(server.url, '/api/shop/dictionaries/categories')).body;
    for (const { icon } of categories) {
      const answer = await fetch(new URL(icon, server.url));
      expect(answer.status, icon).toBe(200);
    }
  });
});
