/**
 * A finished lot's game page (lot-game-info, the socket's join answer) and its result page
 * (shop-lots/result) tell the same story: for a lot seeded as finished (its bids only in the
 * result history) and for a lot the engine closed.
 */
import type { BidAnswer, JoinAnswer, LotGameInfo, LotResult } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { closeAuction } from '../../server/src/modules/auction/lifecycle/close';
import { ask, createLiveAuction, requestId, useGameServer } from '../support/auction';
import { createSoldLot } from '../support/catalogue';
import { call } from '../support/http';

const site = useGameServer();

async function gameInfo(lotId: number): Promise<LotGameInfo> {
  const answer = await call<LotGameInfo>(
    site.server.url,
    `/api/shop/game-view/lot-game-info?lot_id=${lotId}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function result(lotId: number): Promise<LotResult> {
  const answer = await call<LotResult>(site.server.url, `/api/shop/shop-lots/result?lot_id=${lotId}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The game's picture and the result page agree: price, winner and every bid. */
function expectSameStory(info: LotGameInfo | JoinAnswer, outcome: LotResult) {
  expect(info.state.status).toBe('closed');
  expect(info.state.price).toBe(outcome.final_price);
  expect(String(info.state.leader_number)).toBe(outcome.winner_buyer_number);
  expect([...info.bids].reverse().map((bid) => [bid.seq, String(bid.buyer_number), bid.amount])).toEqual(
    outcome.bids.map((bid) => [bid.seq, bid.buyer_number, bid.amount]),
  );
}

describe('a finished lot on its game page', () => {
  it('seeded as sold shows the winner, final price and every bid of its result', async () => {
    const now = Date.now();
    const lot = await createSoldLot(
      site.server.deps.db,
      1_000_000_000n,
      [
        ['1', 1_050_000_000n],
        ['2', 1_100_000_000n],
        ['3', 1_150_000_000n],
      ].map(([buyerNumber, amount], index) => ({
        buyerNumber: buyerNumber as string,
        amount: amount as bigint,
        at: new Date(now - 1.5 * 86_400_000 + index * 60_000),
      })),
      now,
    );
    const outcome = await result(lot.id);
    expect(outcome).toMatchObject({ outcome: 'sold', final_price: '1150000000', winner_buyer_number: '3' });
    const info = await gameInfo(lot.id);
    expectSameStory(info, outcome);
    expect(info.state).toMatchObject({ previous_price: '1100000000', previous_number: 2 });

    const socket = await site.connect();
    const joined = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lot.id });
    expectSameStory(joined as JoinAnswer, outcome);
  });

  it('closed by the engine reads the same before and after its live state is gone', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { endsInMs: 2_500, overTimeMinutes: 0 });
    for (const [index, amount] of ['10500000', '11000000', '11500000'].entries()) {
      const socket = await site.connect(bidders[index % 2]);
      await ask(socket, 'auction:join', { lot_id: lot.id });
      const answer = await ask<BidAnswer>(socket, 'auction:bid', {
        lot_id: lot.id,
        amount,
        request_id: requestId(),
      });
      expect(answer).toHaveProperty('bid');
    }
    await new Promise((resolve) => setTimeout(resolve, 2_800));
    await closeAuction(lifecycleContext(site.server.deps), lot.id);

    const outcome = await result(lot.id);
    expect(outcome).toMatchObject({ outcome: 'sold', final_price: '1150000000', winner_buyer_number: '1' });
    expectSameStory(await gameInfo(lot.id), outcome);
    await site.server.deps.auction.engine.forget(lot.id);
    expectSameStory(await gameInfo(lot.id), outcome);
  });
});
