/**
 * Fixed-price lots (trade type 2) are never served as auctions: not in the auction tabs, their
 * counts or the home page's active lots, no game (REST, bid, socket), no deposit or step on their
 * card, copies left instead; the sweep ends them when their stay time is over or they sell out.
 * And the lot card's first step is the engine's first suggested price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOT_STATUS,
  lotDetailsSchema,
  TRADE_TYPE,
  type GameBase,
  type LotCard,
  type LotGameInfo,
  type LotList,
  type LotListCounter,
} from '@kimoshdi/shared';
import type { JoinAnswer } from '@kimoshdi/shared/realtime/events';
import type { Running } from '../../server/src/boot';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { sweepTrades } from '../../server/src/jobs/trade-sweep';
import { addParticipant, ask, connectGame, requestId } from '../support/auction';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const S = LOT_STATUS;
const marker = uniqueMarker();
const name = (what: string) => ({ uz: `${marker} ${what}`, ru: `${marker} ${what}` });

let server: Running;
let auction: TestLot;
let onSale: TestLot;
let announcedDue: TestLot;
let expiredUnsold: TestLot;
let expiredPartly: TestLot;
let soldOut: TestLot;
let soldEarlier: TestLot;

type ErrorAnswer = { ERROR: { code: string; message: string; data?: Record<string, unknown> } };

beforeAll(async () => {
  // The worker's own sweep stays off: the test runs the sweep itself, when it means to.
  server = await startTestServer({ RUN_WORKER: 'false' });
  const { db } = server.deps;
  const now = Date.now();
  const fixed = { tradeType: TRADE_TYPE.FIXED_PRICE, depositPercent: 10, quantity: 5 };
  auction = await createTestLot(db, { name: name('auksion'), lotStatus: S.LIVE });
  onSale = await createTestLot(db, {
    ...fixed,
    name: name('sotuvda'),
    lotStatus: S.LIVE,
    quantitySold: 2,
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 3 * DAY),
  });
  announcedDue = await createTestLot(db, {
    ...fixed,
    name: name("e'lon"),
    lotStatus: S.ANNOUNCED,
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 3 * DAY),
  });
  expiredUnsold = await createTestLot(db, {
    ...fixed,
    name: name('muddati tugagan'),
    lotStatus: S.LIVE,
    startsAt: new Date(now - 3 * DAY),
    endsAt: new Date(now - 48 * 60_000),
  });
  expiredPartly = await createTestLot(db, {
    ...fixed,
    name: name('qisman sotilgan'),
    lotStatus: S.LIVE,
    quantitySold: 1,
    startsAt: new Date(now - 3 * DAY),
    endsAt: new Date(now - 60_000),
  });
  soldOut = await createTestLot(db, {
    ...fixed,
    name: name('tugagan'),
    lotStatus: S.LIVE,
    quantity: 3,
    quantitySold: 3,
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + DAY),
  });
  soldEarlier = await createTestLot(db, {
    ...fixed,
    name: name('sotilgan'),
    lotStatus: S.SOLD,
    quantitySold: 5,
    startsAt: new Date(now - 5 * DAY),
    endsAt: new Date(now - 2 * DAY),
  });
});

afterAll(async () => {
  await server?.close();
});

const fixedIds = () =>
  [onSale, announcedDue, expiredUnsold, expiredPartly, soldOut, soldEarlier].map((l) => l.id);

describe('the lot list', () => {
  it.each([1, 2, 3, 4])('tab %i (an auction tab) lists no fixed-price lot', async (tab) => {
    const answer = await call<LotList>(
      server.url,
      `/api/shop/shop-lots/lot-list?i=${tab}&q=${marker}&size=100`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items.filter((lot) => lot.trade_type !== TRADE_TYPE.AUCTION)).toEqual([]);
    if (tab === 4) expect(answer.body.items.map((lot) => lot.id)).toEqual([auction.id]);
  });

  it('search results list every lot, fixed-price ones too', async () => {
    const answer = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=0&q=${marker}&size=100`);
    expect(answer.body.total).toBe(7);
    const fixedPrice = await call<LotList>(
      server.url,
      `/api/shop/shop-lots/lot-list?i=0&q=${marker}&trade_type=${TRADE_TYPE.FIXED_PRICE}&size=100`,
    );
    expect(fixedPrice.body.items.map((lot) => lot.id).sort()).toEqual(fixedIds().sort());
  });

  it('the counts of the auction tabs leave fixed-price lots out', async () => {
    const answer = await call<LotListCounter>(server.url, `/api/shop/shop-lots/lot-list-counter?q=${marker}`);
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ '0': 7, '1': 0, '2': 0, '3': 0, '4': 1 });
  });

  it("home's active lots and the game's other auctions leave fixed-price lots out", async () => {
    const active = await call<LotCard[]>(server.url, '/api/shop/shop-lots/active-lot-list?size=100');
    expect(active.status).toBe(200);
    // Soonest end first: the fixed-price lot whose stay time is over would head the list.
    const activeIds = active.body.map((lot) => lot.id);
    expect(activeIds.length).toBeGreaterThan(0);
    expect(activeIds.filter((id) => fixedIds().includes(id))).toEqual([]);
    const base = await call<GameBase>(server.url, `/api/shop/game-view/base?lot_id=${auction.id}`);
    expect(base.status).toBe(200);
    expect(base.body.other_auctions.every((lot) => lot.trade_type === TRADE_TYPE.AUCTION)).toBe(true);
  });
});

describe('a fixed-price lot has no game', () => {
  it.each(['base', 'lot-game-info', 'check', 'over-time'])(
    'game-view/%s answers 404 NOT_AN_AUCTION in the reader language',
    async (path) => {
      const answer = await call<ErrorAnswer>(server.url, `/api/shop/game-view/${path}?lot_id=${onSale.id}`, {
        headers: { 'accept-language': 'ru' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.ERROR).toMatchObject({ code: 'NOT_AN_AUCTION', data: { lot_id: onSale.id } });
      expect(answer.body.ERROR.message).toMatch(/фиксированной цене/);
    },
  );

  it('a bid is refused and changes nothing', async () => {
    const buyer = await signIn(server);
    await addParticipant(server, onSale.id, buyer.userId, 1);
    const answer = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: onSale.id, amount: '600000000', request_id: requestId() },
      buyer.headers,
    );
    expect(answer.status).toBe(404);
    expect((answer.body as ErrorAnswer).ERROR.code).toBe('NOT_AN_AUCTION');
    const bids = await server.deps.db
      .selectFrom('bids')
      .select('seq')
      .where('lot_id', '=', onSale.id)
      .execute();
    expect(bids).toEqual([]);
    const lot = await server.deps.db
      .selectFrom('lots')
      .select('lot_status')
      .where('id', '=', onSale.id)
      .executeTakeFirstOrThrow();
    expect(lot.lot_status).toBe(S.LIVE);
  });

  it('joining its game over the socket is refused', async () => {
    const socket = await connectGame(server);
    try {
      const joined = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: onSale.id });
      expect(joined).toMatchObject({ ERROR: { code: 'NOT_AN_AUCTION' } });
    } finally {
      socket.close();
    }
  });
});

describe("a fixed-price lot's card", () => {
  it('shows the price and the copies left, no deposit and no step', async () => {
    const answer = await call(server.url, `/api/shop/lot-card/details?lot_id=${onSale.id}`);
    expect(answer.status).toBe(200);
    const details = lotDetailsSchema.parse(answer.body);
    expect(details).toMatchObject({
      trade_type: TRADE_TYPE.FIXED_PRICE,
      start_price: '1500000000',
      quantity: 5,
      quantity_left: 3,
      deposit_percent: 0,
      deposit_amount: '0',
      step_percent: null,
      first_step_price: null,
    });
    const tab = await call(server.url, `/api/shop/lot-card/tab-details?lot_id=${onSale.id}&tab=lot`);
    expect(tab.body).toMatchObject({ quantity_left: 3, step_percent: null, first_step_price: null });
  });
});

describe('the sweep ends fixed-price sales', () => {
  it('ends those whose stay time is over or that sold out, puts announced ones on sale, leaves the rest', async () => {
    const { db } = server.deps;
    await sweepTrades(lifecycleContext(server.deps));
    const rows = await db
      .selectFrom('lots')
      .select(['id', 'lot_status', 'final_price'])
      .where('id', 'in', fixedIds())
      .execute();
    const statusOf = (lot: TestLot) => rows.find((row) => row.id === lot.id)?.lot_status;
    expect(statusOf(expiredUnsold)).toBe(S.NOT_SOLD);
    expect(statusOf(expiredPartly)).toBe(S.SOLD);
    expect(statusOf(soldOut)).toBe(S.SOLD);
    expect(statusOf(announcedDue)).toBe(S.LIVE);
    expect(statusOf(onSale)).toBe(S.LIVE);
    expect(statusOf(soldEarlier)).toBe(S.SOLD);
    expect(rows.find((row) => row.id === expiredPartly.id)?.final_price).toBe('1500000000');

    // The outcome reads right on the result page and in the status history.
    const result = await call<{ outcome: string }>(
      server.url,
      `/api/shop/shop-lots/result?lot_id=${expiredUnsold.id}`,
    );
    expect(result.body.outcome).toBe('not_sold');
    const flows = await call<{ status: number }[]>(
      server.url,
      `/api/shop/shop-lots/flows?lot_id=${soldOut.id}`,
    );
    expect(flows.body.at(-1)?.status).toBe(S.SOLD);

    // A second sweep (or another process's) changes nothing more.
    await sweepTrades(lifecycleContext(server.deps));
    const flowCount = await db
      .selectFrom('lot_flows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('lot_id', '=', soldOut.id)
      .executeTakeFirstOrThrow();
    expect(Number(flowCount.n)).toBe(2);
  });
});

describe("the lot card's first step is the engine's", () => {
  it.each([
    // 5 440 000 so'm (lot 238 of the report): 5 %, the game suggests 5 712 000.
    ['standard', 544_000_000n, 5, '571200000'],
    // 900 000 000 so'm, above 2 000 BHM on the notice day: every step is 2 %.
    ['flat', 90_000_000_000n, 2, '91800000000'],
  ])('%s steps: the card shows what the game suggests', async (_mode, startPrice, percent, price) => {
    const lot = await createTestLot(server.deps.db, { name: name('qadam'), lotStatus: S.LIVE, startPrice });
    const details = lotDetailsSchema.parse(
      (await call(server.url, `/api/shop/lot-card/details?lot_id=${lot.id}`)).body,
    );
    const game = await call<LotGameInfo>(server.url, `/api/shop/game-view/lot-game-info?lot_id=${lot.id}`);
    const base = await call<GameBase>(server.url, `/api/shop/game-view/base?lot_id=${lot.id}`);
    expect(game.status).toBe(200);
    expect(details.step_percent).toBe(percent);
    expect(details.first_step_price).toBe(price);
    expect(game.body.state.suggested_price).toBe(price);
    expect(base.body.lot).toMatchObject({ step_percent: percent, first_step_price: price });
  });
});
