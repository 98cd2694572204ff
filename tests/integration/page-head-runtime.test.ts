import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTiyin, LOT_STATUS, tiyinToSums } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { createLiveAuction, requestId } from '../support/auction';
import { createTestLot } from '../support/catalogue';
import { writeClientIndex } from '../support/client-index';
import { startTestServer } from '../support/test-server';

/**
 * What a page's head takes from the running server rather than from the client's build or the
 * lot's record: the map tiles the server is configured with (MAP_TILES_URL, MAP_TILES_ATTRIBUTION),
 * admitted by the same answer's Content-Security-Policy, and a live auction's price of the moment.
 *
 * The client is served from a small index.html shaped as the build writes it, as in
 * page-head.test.ts, so this file needs no build.
 */
const TILES = 'https://{s}.tiles.example.uz/{z}/{x}/{y}.png?key=k&v=2';
// A credit with a link and a try at ending the element it is written in.
const CREDIT = '&copy; <a href="https://tiles.example.uz">Example</a> </script><b>&amp;</b>';

let client: Awaited<ReturnType<typeof writeClientIndex>>;
let server: Running;

beforeAll(async () => {
  client = await writeClientIndex();
  server = await startTestServer({
    CLIENT_DIST: client.dir,
    MAP_TILES_URL: TILES,
    MAP_TILES_ATTRIBUTION: CREDIT,
    VITE_MAP_TILES: 'https://old.example.uz/{z}/{x}/{y}.png',
  });
});

afterAll(async () => {
  await server.close();
  await client.remove();
});

async function crawl(address: string) {
  const response = await fetch(new URL(address, server.url), { headers: { 'accept-language': 'uz' } });
  return { response, html: await response.text() };
}

const mapSettings = (html: string) => {
  const found = /<script type="application\/json" id="map-tiles">([^<]*)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1] ?? '') as unknown) : undefined;
};
const imgSources = (csp: string | null) =>
  /(?:^|;)\s*img-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(/\s+/) ?? [];
const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const meta = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const offerPrice = (html: string) => {
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(ld) as { offers?: { price?: string } }).offers?.price;
};

describe('the map tiles of the running server', () => {
  it('are named in every page, the credit too, and the CSP admits their host', async () => {
    const lot = await createTestLot(server.deps.db, { lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS });
    for (const address of [`/lot-view/${lot.id}`, '/home', '/no-such-page']) {
      const { response, html } = await crawl(address);
      expect(mapSettings(html), address).toEqual({ url: TILES, attribution: CREDIT });
      // MAP_TILES_URL wins over the older VITE_MAP_TILES; `{s}` is any subdomain.
      expect(imgSources(response.headers.get('content-security-policy'))).toEqual(
        expect.arrayContaining(["'self'", 'https://*.tiles.example.uz']),
      );
      expect(response.headers.get('content-security-policy')).not.toContain('old.example.uz');
      // The credit cannot end its element: one </script> per script element, none from the credit.
      expect(html).not.toContain('</script><b>');
    }
  });
});

describe("a live lot's head", () => {
  it('gives the price of the moment, not the start price, in the description and the Offer', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 1 });
    const { engine } = server.deps.auction;
    const before = await crawl(`/lot-view/${lot.id}?lang=uz`);
    const start = (await engine.state(lot.id))?.start_price ?? '';
    expect(meta(before.html, 'description')).toContain(`${formatTiyin(start, { currency: false })} so'm`);
    expect(offerPrice(before.html)).toBe(tiyinToSums(start));

    const suggested = (await engine.state(lot.id))?.suggested_price ?? '';
    const answer = await engine.placeBid({
      lotId: lot.id,
      userId: bidders[0]!.userId,
      amount: BigInt(suggested),
      requestId: requestId(),
    });
    expect(answer.state.price).toBe(suggested);
    const price = `${formatTiyin(suggested, { currency: false })} so'm`;
    for (const page of ['lot-view', 'game-view']) {
      const { response, html } = await crawl(`/${page}/${lot.id}?lang=uz`);
      expect(response.status).toBe(200);
      expect(meta(html, 'description')).toContain(price);
      expect(meta(html, 'description')).not.toContain(formatTiyin(start, { currency: false }));
      expect(meta(html, 'og:description')).toContain(price);
      expect(offerPrice(html)).toBe(tiyinToSums(suggested));
    }
  });
});
