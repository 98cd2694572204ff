/**
 * The cabinet message of a participant who lost the lead, written after the bid's commit (never
 * before its ack), in the participant's language: outbid by a bid, and by a bid past their
 * auto-bid maximum; nobody is told about a lead they still hold.
 */
import type { BidAnswer, ErrorBody } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { ask, createLiveAuction, requestId, useGameServer } from '../support/auction';
import { call } from '../support/http';
import type { TestUser } from '../support/session';

const site = useGameServer();

async function messagesOf(user: TestUser) {
  return site.server.deps.db
    .selectFrom('notifications')
    .select(['type', 'title', 'content'])
    .where('user_id', '=', user.userId)
    .orderBy('id')
    .execute();
}

/** Waits until the user has `count` messages (the notices are written about once a second). */
async function waitForMessages(user: TestUser, count: number) {
  const deadline = Date.now() + 6_000;
  let found = await messagesOf(user);
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = await messagesOf(user);
  }
  return found;
}

async function game(user: TestUser, lotId: number) {
  const socket = await site.connect(user);
  await ask(socket, 'auction:join', { lot_id: lotId });
  return {
    bid: async (sums: string) => {
      const answer = await ask<BidAnswer>(socket, 'auction:bid', {
        lot_id: lotId,
        amount: sums,
        request_id: requestId(),
      });
      if ('ERROR' in answer) throw new Error((answer as ErrorBody).ERROR.message);
      return answer;
    },
    autoBid: (sums: string) =>
      ask(socket, 'auction:auto-bid:set', { lot_id: lotId, max_amount: sums, request_id: requestId() }),
  };
}

describe('an outbid participant', () => {
  it('gets a cabinet message in their language, by a bid and past their auto-bid maximum', async () => {
    // Start 10 000 000 so'm, steps of 500 000.
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 3 });
    const [alice, bob, carol] = bidders as [TestUser, TestUser, TestUser];
    await site.server.deps.db
      .updateTable('users')
      .set({ lang: 'ru' })
      .where('id', '=', alice.userId)
      .execute();
    const [a, b, c] = [await game(alice, lot.id), await game(bob, lot.id), await game(carol, lot.id)];

    await a.bid('10500000');
    await b.bid('11000000');
    const first = await waitForMessages(alice, 1);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      type: 'warning',
      title: `Лот ${lot.lotNumber}: ваше предложение перебито`,
    });
    expect(first[0]?.content).toContain('покупатель № 2 предложил 11 000 000 UZS');

    // Alice's auto-bid takes the lead back at once: Bob is told, in Uzbek (his stored language).
    await a.autoBid('12000000');
    const bobs = await waitForMessages(bob, 1);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]?.title).toBe(`Lot ${lot.lotNumber}: taklifingiz oshirildi`);
    expect(bobs[0]?.content).toContain('1-raqamli xaridor 11 500 000 UZS taklif qildi');
    // Stored as a key with its parameters: Bob reads it in Russian once he reads in Russian.
    const read = await call<{ items: { title: string; content: string }[] }>(
      site.server.url,
      '/api/shop/user/messages?page=1&size=10',
      { headers: { ...bob.headers, cookie: `${bob.cookie}; lang=ru` } },
    );
    expect(read.body.items[0]?.title).toBe(`Лот ${lot.lotNumber}: ваше предложение перебито`);
    expect(read.body.items[0]?.content).toContain('покупатель № 1 предложил 11 500 000 UZS');

    // Carol bids past Alice's maximum: Alice is told again; Carol leads and is told nothing.
    await c.bid('12500000');
    expect(await waitForMessages(alice, 2)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await messagesOf(carol)).toEqual([]);
    expect(await messagesOf(bob)).toHaveLength(1);
    expect(await messagesOf(alice)).toHaveLength(2);
  });

  it('two outbid on one lot in the same second: each reads it in their own language', async () => {
    // A lot's message is worded once per language for everyone it displaced in a flush.
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 3 });
    const [ru, uz, last] = bidders as [TestUser, TestUser, TestUser];
    await site.server.deps.db.updateTable('users').set({ lang: 'ru' }).where('id', '=', ru.userId).execute();
    const [r, u, l] = [await game(ru, lot.id), await game(uz, lot.id), await game(last, lot.id)];
    await r.bid('10500000');
    await u.bid('11000000');
    await l.bid('11500000');
    const [toRu, toUz] = [await waitForMessages(ru, 1), await waitForMessages(uz, 1)];
    expect(toRu.map((m) => m.title)).toEqual([`Лот ${lot.lotNumber}: ваше предложение перебито`]);
    expect(toUz.map((m) => m.title)).toEqual([`Lot ${lot.lotNumber}: taklifingiz oshirildi`]);
    expect(toUz[0]?.content).toContain('11 500 000 UZS');
    expect(await messagesOf(last)).toEqual([]);
  });

  it('of several lots outbid in the same second: each is told of their own lot', async () => {
    // The notices of every lot noted in a second are read and written together (one read, one insert).
    const first = await createLiveAuction(site.server, { bidders: 2 });
    const second = await createLiveAuction(site.server, { bidders: 2 });
    const [x, y] = first.bidders as [TestUser, TestUser];
    const [p, q] = second.bidders as [TestUser, TestUser];
    const [gx, gy, gp, gq] = [
      await game(x, first.lot.id),
      await game(y, first.lot.id),
      await game(p, second.lot.id),
      await game(q, second.lot.id),
    ];
    await Promise.all([gx.bid('10500000'), gp.bid('10500000')]);
    await Promise.all([gy.bid('11000000'), gq.bid('11000000')]);
    const [toX, toP] = [await waitForMessages(x, 1), await waitForMessages(p, 1)];
    expect(toX.map((m) => m.title)).toEqual([`Lot ${first.lot.lotNumber}: taklifingiz oshirildi`]);
    expect(toP.map((m) => m.title)).toEqual([`Lot ${second.lot.lotNumber}: taklifingiz oshirildi`]);
    expect(await messagesOf(y)).toEqual([]);
    expect(await messagesOf(q)).toEqual([]);
  });
});
