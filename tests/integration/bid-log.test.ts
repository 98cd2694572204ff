/**
 * The public bid log (docs/bid-log.md) on the real server, PostgreSQL and Redis: bids through the
 * engine are chained in the transaction that commits them (group commits of several lots, auto-bid
 * duels, a reconciler copy filling a gap), the chain equals a recomputation, the closed lot's log
 * is served page by page, and the standalone verifier (scripts/verify-auction.mjs, run as a child
 * process) says OK for the honest log and names the first broken entry of a forged one.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { bidLogToCheck, LOT_STATUS, type BidLog, type ErrorBody } from '@kimoshdi/shared';
import { chainBids, genesisHash } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import { checkBidLog } from '@kimoshdi/shared/domain/trade/auction/bid-log-check';
import { afterAll, describe, expect, it } from 'vitest';
import { insertBids } from '../../server/src/modules/auction/auction.repository';
import { IN_FLIGHT_MS, reconcileLot } from '../../server/src/modules/auction/engine/reconciler';
import { closeAuction } from '../../server/src/modules/auction/lifecycle/close';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { createAuctionScripts } from '../../server/src/redis/lua';
import { createLiveAuction, requestId, useGameServer, type LiveAuction } from '../support/auction';
import { createSoldLot, createTestLot } from '../support/catalogue';
import { call } from '../support/http';

const site = useGameServer();
const run = promisify(execFile);

async function storedChain(lotId: number) {
  const { db } = site.server.deps;
  const auction = await db
    .selectFrom('auctions')
    .innerJoin('lots', 'lots.id', 'auctions.lot_id')
    .select([
      'lots.lot_number',
      'lots.start_price',
      'auctions.started_at',
      'auctions.step_mode',
      'auctions.chain_genesis',
    ])
    .where('auctions.lot_id', '=', lotId)
    .executeTakeFirstOrThrow();
  const bids = await db
    .selectFrom('bids')
    .select(['seq', 'buyer_number', 'amount', 'placed_at', 'step_no', 'chain_hash', 'kind'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
  return { auction, bids };
}

/** The lot's stored hashes, and the same chain recomputed from the genesis inputs and the bids. */
async function chainOf(lotId: number) {
  const { auction, bids } = await storedChain(lotId);
  const genesis = genesisHash({
    lotId,
    lotNumber: auction.lot_number,
    startPrice: String(auction.start_price),
    startedAtMs: auction.started_at.getTime(),
    stepMode: auction.step_mode as 'standard' | 'flat',
  });
  const recomputed = chainBids(
    genesis,
    bids.map((b) => ({
      seq: b.seq,
      buyerNumber: b.buyer_number,
      amount: String(b.amount),
      placedAtMs: b.placed_at.getTime(),
      stepNo: b.step_no,
    })),
  );
  return { genesis, stored: auction.chain_genesis, hashes: bids.map((b) => b.chain_hash), recomputed, bids };
}

async function bid(auction: LiveAuction, bidder: number, amount: bigint) {
  return site.server.deps.auction.engine.placeBid({
    lotId: auction.lot.id,
    userId: auction.bidders[bidder]!.userId,
    amount,
    requestId: requestId(),
  });
}

async function bidLog(lotId: number, page = 1, perPage = 100) {
  return call<BidLog | ErrorBody>(
    site.server.url,
    `/api/shop/shop-lots/bid-log?lot_id=${lotId}&page=${page}&per_page=${perPage}`,
  );
}

describe('the chain at commit', () => {
  it('chains every bid of several lots committed in shared group commits, auto-bid duels too', async () => {
    const lots = await Promise.all([1, 2, 3].map(() => createLiveAuction(site.server, { bidders: 3 })));
    const { engine } = site.server.deps.auction;
    for (const lot of lots) await engine.state(lot.lot.id); // built, so the storm is all bids
    const before = engine.writer.stats();
    // Ten rounds on three lots at once: while one commit is in flight the next batch gathers the
    // other lots' bids.
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(
        lots.map(async (lot) => {
          const state = await engine.state(lot.lot.id);
          await bid(lot, round % 2, BigInt(state!.suggested_price));
        }),
      );
    }
    const after = engine.writer.stats();
    expect(after.rows - before.rows).toBe(30);
    expect(after.commits - before.commits).toBeLessThan(30);

    // An auto-bid duel: several steps in one answer, chained like any bid.
    const [first] = lots;
    await engine.setAutoBid({
      lotId: first!.lot.id,
      userId: first!.bidders[2]!.userId,
      max: 2_000_000_000n,
      requestId: requestId(),
    });
    const duel = await engine.setAutoBid({
      lotId: first!.lot.id,
      userId: first!.bidders[0]!.userId,
      max: 1_900_000_000n,
      requestId: requestId(),
    });
    expect(duel.bids.length).toBeGreaterThanOrEqual(1);

    for (const lot of lots) {
      const chain = await chainOf(lot.lot.id);
      expect(chain.stored).toBe(chain.genesis);
      expect(chain.hashes).toEqual(chain.recomputed);
      expect(chain.hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash ?? ''))).toBe(true);
    }
    const duelled = await chainOf(first!.lot.id);
    expect(duelled.bids.filter((b) => b.kind === 'auto').length).toBeGreaterThanOrEqual(2);
  });

  it('leaves a bid whose predecessor is missing unchained, and the reconciler copy that fills the gap chains both', async () => {
    const auction = await createLiveAuction(site.server);
    const { engine } = site.server.deps.auction;
    await bid(auction, 0, 1_050_000_000n);
    // Bid 2 reaches Redis and never its group commit (the process "died" in between).
    const scripts = createAuctionScripts(site.server.deps.redis);
    const lost = await scripts.placeBid(
      site.server.deps.keys.lot(auction.lot.id),
      auction.bidders[1]!.userId,
      1_100_000_000n,
      requestId(),
      60,
    );
    expect(lost.ok).toBe(true);
    await bid(auction, 0, 1_150_000_000n);
    let chain = await chainOf(auction.lot.id);
    expect(chain.bids.map((b) => b.seq)).toEqual([1, 3]);
    expect(chain.hashes[0]).toBe(chain.recomputed[0]);
    expect(chain.hashes[1]).toBeNull();

    const ctx = {
      ...site.server.deps,
      now: () => engine.now() + IN_FLIGHT_MS + 1,
    };
    expect(await reconcileLot(ctx, auction.lot.id)).toBe(1);
    chain = await chainOf(auction.lot.id);
    expect(chain.bids.map((b) => b.seq)).toEqual([1, 2, 3]);
    expect(chain.hashes).toEqual(chain.recomputed);
    // The writer's memory still ends at bid 1 (it never chained 3): the next bid reads the head.
    await bid(auction, 1, 1_200_000_000n);
    chain = await chainOf(auction.lot.id);
    expect(chain.hashes).toEqual(chain.recomputed);
    expect(chain.hashes.every(Boolean)).toBe(true);
  });

  it('chains a copy that went in ahead of its predecessor when the predecessor follows the memory', async () => {
    const auction = await createLiveAuction(site.server);
    await bid(auction, 0, 1_050_000_000n);
    const { db, auction: engineParts } = site.server.deps;
    const at = engineParts.engine.now();
    const row = (seq: number, bidder: number) => ({
      lotId: auction.lot.id,
      seq,
      userId: auction.bidders[bidder]!.userId,
      buyerNumber: bidder + 1,
      amount: String(1_000_000_000n + 50_000_000n * BigInt(seq)),
      kind: 'manual' as const,
      stepNo: seq,
      requestId: null,
      placedAtMs: at + seq,
      endsAtMs: at + 3_600_000,
    });
    // Bid 3 copied first (its predecessor missing: unchained), then bid 2 after the remembered bid 1.
    await insertBids(db, [row(3, 0)]);
    expect((await chainOf(auction.lot.id)).hashes).toEqual([expect.any(String), null]);
    const heads = new Map([[auction.lot.id, { seq: 1, hash: (await chainOf(auction.lot.id)).hashes[0]! }]]);
    await insertBids(db, [row(2, 1)], { heads });
    const chain = await chainOf(auction.lot.id);
    expect(chain.hashes).toEqual(chain.recomputed);
    expect(heads.get(auction.lot.id)).toEqual({ seq: 3, hash: chain.recomputed[2] });
  });

  it('does not trust a remembered head the record does not hold', async () => {
    const auction = await createLiveAuction(site.server);
    await bid(auction, 0, 1_050_000_000n);
    const { db, auction: engineParts } = site.server.deps;
    const placedAtMs = engineParts.engine.now();
    const heads = new Map([[auction.lot.id, { seq: 1, hash: 'f'.repeat(64) }]]);
    await insertBids(
      db,
      [
        {
          lotId: auction.lot.id,
          seq: 2,
          userId: auction.bidders[1]!.userId,
          buyerNumber: 2,
          amount: '1100000000',
          kind: 'manual',
          stepNo: 2,
          requestId: null,
          placedAtMs,
          endsAtMs: placedAtMs + 3_600_000,
        },
      ],
      { heads },
    );
    const chain = await chainOf(auction.lot.id);
    expect(chain.hashes).toEqual(chain.recomputed);
    expect(heads.get(auction.lot.id)).toEqual({ seq: 2, hash: chain.recomputed[1] });
  });
});

/** A lot the engine held and closed: a few bids, an auto-bid duel, settled. */
async function closedLot() {
  const auction = await createLiveAuction(site.server, { bidders: 3, endsInMs: 2_500, overTimeMinutes: 0 });
  const { engine } = site.server.deps.auction;
  await bid(auction, 0, 1_050_000_000n);
  await bid(auction, 1, 1_150_000_000n); // above the suggested price: accepted, one step
  await engine.setAutoBid({
    lotId: auction.lot.id,
    userId: auction.bidders[2]!.userId,
    max: 1_500_000_000n,
    requestId: requestId(),
  });
  await engine.setAutoBid({
    lotId: auction.lot.id,
    userId: auction.bidders[0]!.userId,
    max: 1_400_000_000n,
    requestId: requestId(),
  });
  await bid(auction, 1, 1_600_000_000n);
  const { ends_at: endsAt } = (await engine.state(auction.lot.id))!;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 300));
  expect(await closeAuction(lifecycleContext(site.server.deps), auction.lot.id)).toMatchObject({
    kind: 'settled',
  });
  return auction;
}

const VERIFIER = new URL('../../scripts/verify-auction.mjs', import.meta.url).pathname;

async function verify(baseUrl: string, lotId: number, ...extra: string[]) {
  try {
    const { stdout } = await run(process.execPath, [VERIFIER, baseUrl, String(lotId), ...extra]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

/** A proxy in front of the real server that serves the bid log with `tamper` applied. */
async function forgingProxy(tamper: (log: BidLog) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(new URL(req.url ?? '/', site.server.url));
      const body = (await answer.json()) as BidLog;
      if (answer.ok) tamper(body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the public bid log of a finished lot', () => {
  const proxies: Server[] = [];
  afterAll(() => proxies.forEach((proxy) => proxy.close()));

  it('serves every bid page by page with the genesis, the digest and the result; the chain checks', async () => {
    const auction = await closedLot();
    const lotId = auction.lot.id;
    const { hashes, genesis, bids } = await chainOf(lotId);
    const all = await bidLog(lotId, 1, 500);
    expect(all.status).toBe(200);
    const log = all.body as BidLog;
    expect(log).toMatchObject({
      lot_id: lotId,
      genesis,
      final_digest: hashes.at(-1),
      total: bids.length,
      result: {
        outcome: 'sold',
        final_price: String(bids.at(-1)!.amount),
        winner_buyer_number: String(bids.at(-1)!.buyer_number),
      },
    });
    expect(JSON.stringify(log)).not.toContain('user');
    expect(log.items.map((item) => item.hash)).toEqual(hashes);

    // Pages of 2 put together are the whole log.
    const pages: BidLog['items'] = [];
    for (let page = 1; page <= Math.ceil(bids.length / 2); page += 1)
      pages.push(...((await bidLog(lotId, page, 2)).body as BidLog).items);
    expect(pages).toEqual(log.items);

    const checked = checkBidLog(bidLogToCheck(log));
    expect(log.genesis_input.lot_id).toBe(lotId);
    expect(checked).toEqual({ ok: true, digest: log.final_digest, bids: bids.length });

    // The standalone verifier agrees, over pages of 2 too, and with the digest one holds.
    const honest = await verify(site.server.url, lotId, '--per-page', '2', '--digest', log.final_digest!);
    expect(honest.stdout).toContain(`digest ${log.final_digest}`);
    expect(honest).toMatchObject({ code: 0 });
    expect(honest.stdout).toMatch(/^OK lot /);
    const otherDigest = await verify(site.server.url, lotId, '--digest', genesis);
    expect(otherDigest.code).toBe(1);
    expect(otherDigest.stdout).toContain('BROKEN at final digest');

    // A forged log: one amount changed on its way (hash kept), then one changed with every later
    // hash recomputed (the step rule still catches it).
    const changed = await forgingProxy((body) => {
      const item = body.items.find((entry) => entry.seq === 3);
      if (item) item.amount = String(BigInt(item.amount) + 100n);
    });
    proxies.push(changed.server);
    const forged = await verify(changed.url, lotId);
    expect(forged.code).toBe(1);
    expect(forged.stdout).toContain('BROKEN at bid #3: hash is');

    const rewritten = await forgingProxy((body) => {
      const input = body.genesis_input;
      const items = body.items.map((entry) => (entry.seq === 2 ? { ...entry, amount: '1050000001' } : entry));
      const rehashed = chainBids(
        body.genesis,
        items.map((i) => ({
          seq: i.seq,
          buyerNumber: i.buyer_number,
          amount: i.amount,
          placedAtMs: i.placed_at,
          stepNo: i.step_no,
        })),
      );
      body.items = items.map((entry, i) => ({ ...entry, hash: rehashed[i]! }));
      body.final_digest = rehashed.at(-1)!;
      expect(input.lot_id).toBe(lotId);
    });
    proxies.push(rewritten.server);
    const stepBroken = await verify(rewritten.url, lotId);
    expect(stepBroken.code).toBe(1);
    expect(stepBroken.stdout).toContain('BROKEN at bid #2: amount 1050000001 is below');
  });

  it('answers a live lot 409 and an unknown one 404; the verifier says why it cannot verify', async () => {
    const live = await createLiveAuction(site.server);
    const refused = await bidLog(live.lot.id);
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).ERROR.code).toBe('WRONG_STATE');
    expect((await bidLog(2_000_000_000)).status).toBe(404);
    expect((await bidLog(0)).status).toBe(400);
    const notYet = await verify(site.server.url, live.lot.id);
    expect(notYet.code).toBe(1);
    expect(notYet.stdout).toContain('BROKEN at download:');
    expect(notYet.stdout).toContain('WRONG_STATE');
  });

  it('serves a lot finished without the engine (a seeded history) with its chain, and one nobody bid on', async () => {
    const now = Date.now();
    const sold = await createSoldLot(
      site.server.deps.db,
      1_000_000_000n,
      [
        { buyerNumber: '1', amount: 1_050_000_000n, at: new Date(now - 90_000_000) },
        { buyerNumber: '2', amount: 1_100_000_000n, at: new Date(now - 89_000_000) },
      ],
      now,
    );
    const ok = await verify(site.server.url, sold.id);
    expect(ok.stdout).toMatch(/^OK lot /);
    expect(ok.code).toBe(0);

    const unsold = await createTestLot(site.server.deps.db, {
      lotStatus: LOT_STATUS.NO_BIDS,
      startsAt: new Date(now - 90_000_000),
      endsAt: new Date(now - 80_000_000),
    });
    const empty = (await bidLog(unsold.id)).body as BidLog;
    expect(empty).toMatchObject({ total: 0, items: [], final_digest: empty.genesis });
    expect((await verify(site.server.url, unsold.id)).code).toBe(0);
  });
});
