import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/**
 * The API's JSON reads go out compressed to a browser that takes it (http/middleware/compressed-reads.ts),
 * the guests' lot list too when it comes from memory (cached-catalogue.ts, gzipped once per answer);
 * small answers and a client that asks for no encoding get plain JSON.
 */
let server: Running;
const marker = uniqueMarker();

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the bytes as sent (fetch would decode them and hide the encoding). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = request(new URL(path, server.url), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const DECODE: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };
const json = (raw: Raw): unknown => {
  const decode = DECODE[String(raw.headers['content-encoding'])];
  return JSON.parse((decode ? decode(raw.body) : raw.body).toString());
};

beforeAll(async () => {
  server = await startTestServer({ LOT_LIST_CACHE_MS: '60000' });
  // Enough lots for a list answer above 1 kB.
  for (let index = 0; index < 4; index += 1) {
    await createTestLot(server.deps.db, {
      name: { uz: `Siqish ${marker} ${index}`, ru: `Сжатие ${marker} ${index}` },
    });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('compressed API reads', () => {
  it('gzips a large JSON answer for a client that takes gzip, and not for one that does not', async () => {
    const plain = await rawGet('/api/shop/dictionaries/area');
    const packed = await rawGet('/api/shop/dictionaries/area', { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/Accept-Encoding/);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(json(packed)).toEqual(json(plain));
  });

  it('sends a small answer as it is', async () => {
    const date = await rawGet('/api/shop/common/date', { 'Accept-Encoding': 'gzip' });
    expect(date.status).toBe(200);
    expect(date.body.length).toBeLessThan(1024);
    expect(date.headers['content-encoding']).toBeUndefined();
  });

  it("gzips the guests' lot list from memory once, with the same ETag and the same lots", async () => {
    const path = `/api/shop/shop-lots/lot-list?i=0&q=${marker}`;
    const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };
    const miss = await rawGet(path, gzip);
    const hit = await rawGet(path, gzip);
    const plainHit = await rawGet(path);
    // The route compresses on the fly (brotli when taken); from memory it is the gzip made once.
    expect(miss.headers['content-encoding']).toBe('br');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toMatch(/Accept-Encoding/);
    expect(hit.headers.etag).toBe(plainHit.headers.etag);
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    expect(json(hit)).toEqual(json(plainHit));
    expect(json(miss)).toEqual(json(plainHit));
    expect((json(plainHit) as { total: number }).total).toBe(4);
    // A browser that refuses gzip outright gets JSON.
    const refused = await rawGet(path, { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
