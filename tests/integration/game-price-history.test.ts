/**
 * GET game-view/price-history, the room's chart: every bid of a live lot from the record (past
 * the board's 50), its pauses, and the scheduled end beside the current one; a finished lot's
 * result bids; a fixed-price lot refused as every game call refuses it.
 */
import { TRADE_TYPE, type PriceHistory } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { createLiveAuction, useGameServer } from '../support/auction';
import { createSoldLot, createTestLot } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { signIn } from '../support/session';

const site = useGameServer();

async function history(lotId: number) {
  return call<PriceHistory>(site.server.url, `/api/shop/game-view/price-history?lot_id=${lotId}`);
}

const bid = (headers: Record<string, string>, lotId: number, amount: string) =>
  postJson(
    site.server.url,
    '/api/shop/game-view/bid',
    { lot_id: lotId, amount, request_id: crypto.randomUUID() },
    headers,
  );

describe('the price history of a live lot', () => {
  it('has every bid oldest first, the pauses and the ends', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    const operator = await signIn(site.server, { role: 'operator' });
    for (const [index, amount] of ['10500000', '11000000', '11500000'].entries()) {
      const answer = await bid(bidders[index % 2]!.headers, lot.id, amount);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const pause = await postJson(
      site.server.url,
      '/api/shop/operator/live-auctions/pause',
      { lot_id: lot.id, reason: 'Elektr uzildi' },
      operator.headers,
    );
    expect(pause.status).toBe(200);

    const answer = await history(lot.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.body;
    expect(body.bids.map((one) => [one.seq, one.buyer_number, one.amount])).toEqual([
      [1, 1, '1050000000'],
      [2, 2, '1100000000'],
      [3, 1, '1150000000'],
    ]);
    expect(body.started_at).not.toBeNull();
    expect(body.pauses).toHaveLength(1);
    expect(body.pauses[0]!.resumed_at).toBeNull();
    expect(body.ends_at).toBeGreaterThanOrEqual(body.scheduled_end_at);

    const resume = await postJson(
      site.server.url,
      '/api/shop/operator/live-auctions/resume',
      { lot_id: lot.id },
      operator.headers,
    );
    expect(resume.status).toBe(200);
    const after = (await history(lot.id)).body;
    expect(after.pauses[0]!.resumed_at).toBeGreaterThanOrEqual(after.pauses[0]!.paused_at);
    // The resume gives back the time lost: the end never moves earlier.
    expect(after.ends_at).toBeGreaterThanOrEqual(body.ends_at);
  });
});

describe('the price history of other lots', () => {
  it("of a finished lot is its result's bids", async () => {
    const now = Date.now();
    const lot = await createSoldLot(
      site.server.deps.db,
      1_000_000_000n,
      [
        { buyerNumber: '1', amount: 1_050_000_000n, at: new Date(now - 1.5 * 86_400_000) },
        { buyerNumber: '2', amount: 1_100_000_000n, at: new Date(now - 1.4 * 86_400_000) },
      ],
      now,
    );
    const answer = await history(lot.id);
    expect(answer.status).toBe(200);
    expect(answer.body.bids.map((one) => [one.buyer_number, one.amount])).toEqual([
      [1, '1050000000'],
      [2, '1100000000'],
    ]);
    expect(answer.body.pauses).toEqual([]);
  });

  it('refuses a fixed-price lot and an unknown one', async () => {
    const fixed = await createTestLot(site.server.deps.db, { tradeType: TRADE_TYPE.FIXED_PRICE });
    const refused = await history(fixed.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ ERROR: { code: 'NOT_AN_AUCTION' } });
    const unknown = await history(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ERROR: { code: 'NOT_FOUND' } });
  });
});
