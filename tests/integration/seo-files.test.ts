/**
 * robots.txt and the sitemap (http/seo-files): which lots each file lists, their last change, the
 * index of files, the answers' type, compression and caching. On a database of its own: the
 * sitemap lists every lot there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { sitemapFileList, sitemapFileLots } from '../../server/src/modules/lot/sitemap.queries';
import { createSoldLot, createTestLot, type TestLot } from '../support/catalogue';
import { call } from '../support/http';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

const DAY = 86_400_000;
const databaseName = ownDatabaseName('seo');
let server: Running;
let origin: string;
const lots: Record<string, TestLot> = {};
const changedAt = new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  server = await startServerOnOwnDatabase(databaseName, 'seo:', { RUN_WORKER: 'false' });
  origin = server.url;
  const db = server.deps.db;
  const now = Date.now();
  const publishedAt = new Date(now - 7 * DAY);
  lots.live = await createTestLot(db, {
    name: { uz: 'Uy & <hovli> "A"', ru: 'Дом & <двор>' },
    publishedAt,
    // Published a week ago, its auction started an hour ago: the start is its last change.
    flows: [
      { status: LOT_STATUS.ANNOUNCED, at: publishedAt },
      { status: LOT_STATUS.LIVE, at: changedAt },
    ],
  });
  lots.moderated = await createTestLot(db, { lotStatus: LOT_STATUS.UNDER_MODERATION });
  lots.withdrawn = await createTestLot(db, { lotStatus: LOT_STATUS.WITHDRAWN });
  lots.notYetPublished = await createTestLot(db, {
    lotStatus: LOT_STATUS.AWAITING_REPEAT,
    publishedAt: new Date(now + DAY),
    startsAt: new Date(now + 10 * DAY),
    endsAt: new Date(now + 11 * DAY),
  });
  lots.sold = await createSoldLot(db, 50_000_000_000n, [
    { buyerNumber: '1001', amount: 55_000_000_000n, at: new Date(now - 1.5 * DAY) },
  ]);
  lots.archived = await createTestLot(db, {
    lotStatus: LOT_STATUS.ARCHIVED,
    archivedFrom: LOT_STATUS.NOT_SOLD,
    startsAt: new Date(now - 300 * DAY),
    endsAt: new Date(now - 299 * DAY),
  });
  lots.archivedWithdrawn = await createTestLot(db, {
    lotStatus: LOT_STATUS.ARCHIVED,
    archivedFrom: LOT_STATUS.WITHDRAWN,
    startsAt: new Date(now - 300 * DAY),
    endsAt: new Date(now - 299 * DAY),
  });
});

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
});

/** Each <loc> of a document with its <lastmod>, if any. */
function entries(xml: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [, loc, lastmod] of xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)) {
    found.set(loc!, lastmod);
  }
  return found;
}

/** Balanced tags, text without markup, every `&` an entity. */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>\n/, '');
  expect(body).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  for (const [, closing, name, text] of body.matchAll(/<(\/?)([a-z]+)[^>]*>|([^<]+)/g)) {
    if (text !== undefined) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name!);
  }
  expect(open).toEqual([]);
}

async function xmlAt(path: string): Promise<string> {
  const answer = await call<string>(origin, path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expectWellFormed(answer.body);
  return answer.body;
}

describe('robots.txt', () => {
  it('opens the public pages, closes the cabinet and names the sitemap', async () => {
    const answer = await call<string>(origin, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('User-agent: *\nAllow: /\n');
    for (const path of [
      '/profile',
      '/api/',
      '/order-create',
      '/order-preview/',
      '/redirecting',
      '/id/',
      '/dev/',
      '/pay/',
    ]) {
      expect(answer.body).toContain(`Disallow: ${path}\n`);
    }
    expect(answer.body).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  });
});

describe('sitemap index', () => {
  it('lists pages.xml and the one lots and results file in use', async () => {
    const index = await xmlAt('/sitemap.xml');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...entries(index).keys()]).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/lots-1.xml`,
      `${origin}/sitemaps/results-1.xml`,
    ]);
  });

  it('go out compressed (1 kB and more), cached for a while, with an ETag that answers 304', async () => {
    const first = await call<string>(origin, '/sitemaps/pages.xml', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('public, max-age=600');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() adds "Cache-Control: no-cache" to a conditional request unless it has one of its own.
    const again = await call(origin, '/sitemaps/pages.xml', {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });
});

describe('lot files', () => {
  it('list the public lots with their last change, not those under moderation, withdrawn or unpublished', async () => {
    const listed = entries(await xmlAt('/sitemaps/lots-1.xml'));
    const lotView = (lot: TestLot) => `${origin}/lot-view/${lot.id}`;
    expect(listed.get(lotView(lots.live!))).toBe(changedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    for (const lot of [lots.sold!, lots.archived!]) expect(listed.has(lotView(lot))).toBe(true);
    for (const lot of [lots.moderated!, lots.withdrawn!, lots.notYetPublished!]) {
      expect(listed.has(lotView(lot))).toBe(false);
    }
  });

  it('list the finished trades under results, an archived lot by the status it ended with', async () => {
    const listed = entries(await xmlAt('/sitemaps/results-1.xml'));
    const lotResult = (lot: TestLot) => `${origin}/lot-result/${lot.id}`;
    expect(listed.has(lotResult(lots.sold!))).toBe(true);
    expect(listed.has(lotResult(lots.archived!))).toBe(true);
    for (const lot of [lots.live!, lots.moderated!, lots.withdrawn!, lots.archivedWithdrawn!]) {
      expect(listed.has(lotResult(lot))).toBe(false);
    }
  });

  it('split by fixed id ranges of at most `limit` lots', async () => {
    const db = server.deps.db;
    const limit = 2;
    const files = await sitemapFileList(db, 'lots', limit);
    const ids: number[] = [];
    for (const file of files) {
      const inFile = (await sitemapFileLots(db, 'lots', file.n, limit)).map((lot) => lot.id);
      expect(inFile.length).toBeGreaterThan(0);
      expect(inFile.length).toBeLessThanOrEqual(limit);
      for (const id of inFile) expect(Math.floor((id - 1) / limit) + 1).toBe(file.n);
      ids.push(...inFile);
    }
    expect(ids).toContain(lots.live!.id);
    expect(ids).not.toContain(lots.moderated!.id);
    // Every listed lot appears once, in id order.
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });

  it('answer an empty list for a file past the last lot and 404 for a name that is no file', async () => {
    const empty = await xmlAt('/sitemaps/lots-999.xml');
    expect(entries(empty).size).toBe(0);
    expect((await call(origin, '/sitemaps/lots-01.xml')).status).toBe(404);
    expect((await call(origin, '/sitemaps/other.xml')).status).toBe(404);
  });
});

describe('pages.xml', () => {
  it('lists home, the catalogue, the checks, the help pages and news', async () => {
    const listed = entries(await xmlAt('/sitemaps/pages.xml'));
    for (const path of [
      '/home',
      '/lot-list',
      '/categories',
      '/check-protocol',
      '/check-black-list',
      '/contact',
    ]) {
      expect(listed.has(`${origin}${path}`)).toBe(true);
    }
    const help = [...listed.keys()].filter((loc) => loc.startsWith(`${origin}/info/`));
    expect(help.length).toBeGreaterThanOrEqual(6);
    for (const loc of help) expect(listed.get(loc)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});
