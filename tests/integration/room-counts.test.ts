/**
 * One definition of a lot's counts for the game page and the operator's live board (issue 24):
 * participants are the people admitted to bid on the lot (standing applications), viewers the
 * people watching the room now (a participant once however many tabs, every other socket once).
 * The board showed 6 participants where the page said 1, and "viewers 0" while a bidder watched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveAuctionRow, LotGameInfo } from '@kimoshdi/shared';
import { ask, createLiveAuction, useGameServer } from '../support/auction';
import { call } from '../support/http';
import { signIn, type TestUser } from '../support/session';

const site = useGameServer();
let operator: TestUser;

beforeAll(async () => {
  operator = await signIn(site.server, { role: 'operator' });
});

async function pageCounts(lotId: number) {
  const info = await call<LotGameInfo>(site.server.url, `/api/shop/game-view/lot-game-info?lot_id=${lotId}`);
  return { participants: info.body.counts.participants, viewers: info.body.counts.viewers };
}

async function boardCounts(lotId: number) {
  const board = await call<{ rows: LiveAuctionRow[] }>(site.server.url, '/api/shop/operator/live-auctions', {
    headers: operator.headers,
  });
  const row = board.body.rows.find((one) => one.lot_id === lotId);
  return { participants: row?.participants, viewers: row?.viewers };
}

describe("a lot's participants and viewers", () => {
  it('are the same numbers on the game page and the board, the watching bidder counted', async () => {
    // Six admitted; one of them watches in two tabs, and a guest watches.
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 6 });
    for (const socket of [
      await site.connect(bidders[0]),
      await site.connect(bidders[0]),
      await site.connect(),
    ])
      await ask(socket, 'auction:join', { lot_id: lot.id });
    const expected = { participants: 6, viewers: 2 };

    // The board reads what the room's processes wrote (once a second).
    const deadline = Date.now() + 5_000;
    let seen = { page: await pageCounts(lot.id), board: await boardCounts(lot.id) };
    while (Date.now() < deadline && JSON.stringify(seen.board) !== JSON.stringify(expected)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = { page: await pageCounts(lot.id), board: await boardCounts(lot.id) };
    }
    expect(seen).toEqual({ page: expected, board: expected });
  });
});
