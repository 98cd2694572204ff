/**
 * The game room's counts (presence.ts) as a page sees them: the join answer, then the pushed
 * 'auction:counts'. Participants are the people admitted to bid, viewers the people watching now
 * (a bidder once however many tabs, a guest per socket: issue 24). A reload is a socket closed and
 * another opened by the same person; tabs are several sockets of one person; two processes share
 * the counts through Redis.
 */
import type { ErrorBody, GameCounts, JoinAnswer } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { countApplicants, countApplicantsOf } from '../../server/src/modules/application';
import { ask, connectGame, createLiveAuction, type GameClient } from '../support/auction';
import { startChildServer } from '../support/child-server';
import { startTestServer } from '../support/test-server';

let server: Running;
let second: Running;
const sockets: GameClient[] = [];

beforeAll(async () => {
  [server, second] = await Promise.all([startTestServer(), startTestServer()]);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([server?.close(), second?.close()]);
});

/** A page's view of the counts: the join answer's, then every push. */
interface Page {
  socket: GameClient;
  counts(): Pick<GameCounts, 'participants' | 'viewers'>;
}

async function openPage(
  on: Pick<Running, 'url'>,
  lotId: number,
  user?: Parameters<typeof connectGame>[1],
): Promise<Page> {
  const socket = await connectGame(on, user);
  sockets.push(socket);
  let latest: GameCounts | null = null;
  socket.on('auction:counts', (counts) => {
    latest = counts;
  });
  const answer = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
  if ('ERROR' in answer) throw new Error((answer as ErrorBody).ERROR.message);
  latest ??= answer.counts;
  return {
    socket,
    counts: () => {
      const seen = latest ?? answer.counts;
      return { participants: seen.participants, viewers: seen.viewers };
    },
  };
}

async function closePage(page: Page): Promise<void> {
  const closed = new Promise<void>((resolve) => page.socket.once('disconnect', () => resolve()));
  page.socket.disconnect();
  await closed;
}

/** The counts a page shows, once the room's pushes (once a second) have had time to arrive. */
async function settled(page: Page, expected: { participants: number; viewers: number }, withinMs = 5_000) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const seen = page.counts();
    if (seen.participants === expected.participants && seen.viewers === expected.viewers) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Stays so: no late push of a stale number.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(page.counts()).toEqual(expected);
}

describe('the counts of a game room', () => {
  it('count the person on the page in the join answer itself', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 1 });
    const page = await openPage(server, lot.id, bidders[0]);
    expect(page.counts()).toEqual({ participants: 1, viewers: 1 });
    const guest = await openPage(server, lot.id);
    expect(guest.counts()).toEqual({ participants: 1, viewers: 2 });
  });

  it("push each lot's own numbers when one process holds several rooms", async () => {
    const [one, three, none] = await Promise.all([
      createLiveAuction(server, { bidders: 1 }),
      createLiveAuction(server, { bidders: 3 }),
      createLiveAuction(server, { bidders: 0 }),
    ]);
    const lotIds = [one.lot.id, three.lot.id, none.lot.id];
    // The tick reads every room's applicants in one statement: the same numbers as one by one.
    const together = await countApplicantsOf(server.deps.db, lotIds);
    const alone = await Promise.all(lotIds.map((lotId) => countApplicants(server.deps.db, lotId)));
    expect(lotIds.map((lotId) => together.get(lotId))).toEqual(alone);
    expect(alone).toEqual([1, 3, 0]);
    const pages = await Promise.all([
      openPage(server, one.lot.id, one.bidders[0]),
      openPage(server, three.lot.id),
      openPage(server, none.lot.id),
    ]);
    await Promise.all([
      settled(pages[0], { participants: 1, viewers: 1 }),
      settled(pages[1], { participants: 3, viewers: 1 }),
      settled(pages[2], { participants: 0, viewers: 1 }),
    ]);
  });

  it('stay right after a reload, with two tabs, and when one tab closes', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 2 });
    const [alice, bob] = bidders;
    const guest = await openPage(server, lot.id);
    const first = await openPage(server, lot.id, alice);
    await settled(first, { participants: 2, viewers: 2 });

    // A reload: the old socket goes, a new one comes.
    await closePage(first);
    const reloaded = await openPage(server, lot.id, alice);
    await settled(reloaded, { participants: 2, viewers: 2 });
    await settled(guest, { participants: 2, viewers: 2 });

    // A second tab of the same person, then the first tab closes.
    const tab = await openPage(server, lot.id, alice);
    await settled(tab, { participants: 2, viewers: 2 });
    await closePage(reloaded);
    await settled(tab, { participants: 2, viewers: 2 });

    // Another bidder comes; the guest reloads.
    const bobPage = await openPage(server, lot.id, bob);
    await closePage(guest);
    const guestAgain = await openPage(server, lot.id);
    await settled(guestAgain, { participants: 2, viewers: 3 });
    await settled(bobPage, { participants: 2, viewers: 3 });
  });

  it('stay right across two server processes, a reload moving the person to the other', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 2 });
    const [alice, bob] = bidders;
    const alicePage = await openPage(server, lot.id, alice);
    const bobPage = await openPage(second, lot.id, bob);
    const guest = await openPage(second, lot.id);
    await settled(alicePage, { participants: 2, viewers: 3 });
    await settled(bobPage, { participants: 2, viewers: 3 });

    await closePage(alicePage);
    const aliceAgain = await openPage(second, lot.id, alice);
    await settled(aliceAgain, { participants: 2, viewers: 3 });
    await settled(guest, { participants: 2, viewers: 3 });

    await closePage(bobPage);
    const bobAgain = await openPage(server, lot.id, bob);
    await settled(bobAgain, { participants: 2, viewers: 3 });
    await settled(aliceAgain, { participants: 2, viewers: 3 });
  });

  it("drop a crashed process's people within seconds while another process keeps the room", async () => {
    const child = await startChildServer();
    try {
      const { lot, bidders } = await createLiveAuction(server, { bidders: 1 });
      const guest = await openPage(server, lot.id);
      await openPage({ url: child.url }, lot.id, bidders[0]);
      await settled(guest, { participants: 1, viewers: 2 });
      // kill -9: no leave, no clean-up; the guest's process goes on writing the lot's hash.
      await child.kill();
      await settled(guest, { participants: 1, viewers: 1 }, 15_000);
    } finally {
      await child.kill();
    }
  }, 30_000);
});
