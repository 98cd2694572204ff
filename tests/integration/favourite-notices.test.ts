import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { FAVOURITE_ENDING_MINUTES, lifecycleContext, tellFavourites } from '../../server/src/modules/auction';
import { addParticipant, bidOverHttp, createLiveAuction } from '../support/auction';
import { createTestLot } from '../support/catalogue';
import { postJson } from '../support/http';
import { withoutQuietHours } from '../support/messages';
import { startPushServiceStandIn, type PushServiceStandIn } from '../support/push-service-stand-in';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * A lot saved as a favourite (issue 27): whoever saved it without applying hears that its
 * auction's price rose (once an hour per lot at most) and that it ends within half an hour (once),
 * by push here, each linking to the game page; a bidder who also saved it hears neither.
 */
let pushService: PushServiceStandIn;
let server: Running;

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  server = await startTestServer({ MESSAGE_RETRY_MS: '50' });
});

afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

const favouritesOf = (userId: string) =>
  server.deps.db
    .selectFrom('notifications')
    .select(['message_key', 'topic', 'link'])
    .where('user_id', '=', userId)
    .where('topic', '=', 'favourites')
    .orderBy('id')
    .execute();

async function saver(lotId: number): Promise<{ user: TestUser; device: string }> {
  const user = await signIn(server, { role: 'buyer' });
  // Pushes ring: quiet hours off, so that they go whatever the hour the test runs at.
  await withoutQuietHours(server.deps.db, user.userId);
  await server.deps.db.insertInto('favourites').values({ user_id: user.userId, lot_id: lotId }).execute();
  const device = pushService.device();
  const answer = await postJson(
    server.url,
    '/api/shop/notification-settings/push-subscribe',
    { endpoint: device.endpoint, keys: device.keys },
    user.headers,
  );
  expect(answer.status).toBe(200);
  return { user, device: device.name };
}

const sweep = () => tellFavourites(lifecycleContext(server.deps));

describe('a favourite lot', () => {
  it('is told when it ends within half an hour, once, to who saved it and did not apply', async () => {
    const now = Date.now();
    const lot = await createTestLot(server.deps.db, {
      lotStatus: 4,
      startsAt: new Date(now - 2 * 60 * 60_000),
      endsAt: new Date(now + (FAVOURITE_ENDING_MINUTES - 10) * 60_000),
    });
    const watcher = await saver(lot.id);
    const bidder = await saver(lot.id);
    await addParticipant(server, lot.id, bidder.user.userId, 1);

    await sweep();
    await sweep();
    const told = {
      message_key: 'messages:favourite.endsSoon',
      topic: 'favourites',
      link: `/game-view/${lot.id}`,
    };
    expect(await favouritesOf(watcher.user.userId)).toEqual([told]);
    expect(await favouritesOf(bidder.user.userId)).toEqual([]);
    const push = await pushService.waitFor(watcher.device);
    expect(push.payload.body).toContain(lot.lotNumber);
    expect(push.payload.url).toMatch(new RegExp(`/game-view/${lot.id}$`));
  });

  it('is not told of its end when the whole auction is shorter than the half hour', async () => {
    const now = Date.now();
    const lot = await createTestLot(server.deps.db, {
      lotStatus: 4,
      startsAt: new Date(now - 5 * 60_000),
      endsAt: new Date(now + 10 * 60_000),
    });
    const watcher = await saver(lot.id);
    await sweep();
    expect(await favouritesOf(watcher.user.userId)).toEqual([]);
  });

  it('is told its price rose, then not again within the hour, and again once the hour passed', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 2 });
    const watcher = await saver(lot.id);
    // No bid yet: the start price is no news.
    await sweep();
    expect(await favouritesOf(watcher.user.userId)).toEqual([]);

    const [first, second] = bidders as [TestUser, TestUser];
    await bidOverHttp(server.url, first, lot.id, 10_500_000);
    await expect.poll(() => sweep(), { timeout: 10_000 }).toBeGreaterThan(0);
    const rose = {
      message_key: 'messages:favourite.price',
      topic: 'favourites',
      link: `/game-view/${lot.id}`,
    };
    expect(await favouritesOf(watcher.user.userId)).toEqual([rose]);
    expect((await pushService.waitFor(watcher.device)).payload.title).toContain(lot.lotNumber);

    await bidOverHttp(server.url, second, lot.id, 11_000_000);
    await expect
      .poll(
        async () =>
          (await server.deps.db.selectFrom('bids').select('seq').where('lot_id', '=', lot.id).execute())
            .length,
      )
      .toBe(2);
    await sweep();
    expect(await favouritesOf(watcher.user.userId)).toEqual([rose]);

    await server.deps.db
      .updateTable('lot_price_notices')
      .set({ told_at: new Date(Date.now() - 61 * 60_000) })
      .where('lot_id', '=', lot.id)
      .execute();
    await sweep();
    expect(await favouritesOf(watcher.user.userId)).toEqual([rose, rose]);
    const row = await server.deps.db
      .selectFrom('lot_price_notices')
      .select('price')
      .where('lot_id', '=', lot.id)
      .executeTakeFirstOrThrow();
    // 11 000 000 sums, in tiyin.
    expect(row.price).toBe('1100000000');
  });
});
