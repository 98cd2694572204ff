/**
 * Scenario `closing-spike` (issues 5 and 10): 1 000 live lots, each with 2 participants and 3 bids,
 * ending in the same second, then every winner paying at once. Deposits are blocked through the
 * ledger as applying blocks them, and every buyer is topped up through it, so the payments move
 * real money: the deposit counted, the rest charged, the price to the seller, the reserve winner's
 * deposit released and the protocol issued, each lot in one transaction. sold_s = from the common
 * end to the last lot sold with its protocol (status 7); the ledger must sum to zero after it,
 * and the consistency checks run after it, out of the timed window. The server runs with its
 * worker (RUN_WORKER=true): the closes are its own BullMQ close jobs (scheduled here at the common
 * end, as the start of an auction schedules them) and its 5 s sweep of live lots past their end.
 * settle_s = from the common end to the last lot's auctions.settled_at. Over-time is off on these
 * lots (over_time_minutes 0), so no bid moves an end. Bids go through REST (`POST
 * game-view/bid`), 100 participants each in 20 lots: 60 bids per user over the setup, far under
 * the per-user limit AUCTION_BID_RATE (default 50/s, left as is).
 * The notices' e-mails go to a mail server on loopback that takes them (lib/mail-sink.ts).
 *
 * --quick: 50 lots over 10 users (10 lots each), 30 s from their creation to their end.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { BidAnswer, ErrorBody, WinLotActionAnswer } from '@kimoshdi/shared';
import { suggestedPrice } from '@kimoshdi/shared/domain/trade/auction/steps';
import { createQueues } from '../../server/src/redis/queues';
import { scheduleClose } from '../../server/src/modules/trade/trade.schedule';
import { createRedis } from '../../server/src/redis/connection';
import { createKeys } from '../../server/src/redis/keys';
import { blockDeposit, topUp } from '../../server/src/modules/ledger/ledger.service';
import {
  createLiveLots,
  createUsers,
  CSRF_HEADER_NAME,
  prepareAuctionBench,
  signInAll,
  startAuctionServer,
  START_TIYIN,
  tiyinToSumText,
  type BenchUser,
} from '../lib/auction-fixture';
import type { ChildServer } from '../lib/child-server';
import type { Database } from '../../server/src/db/database';
import { checkLot } from '../lib/consistency';
import { startMailSink, type MailSink } from '../lib/mail-sink';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import type { Scenario, ScenarioOptions } from './scenario';

/** setupAllowanceMs: from the lots' creation to their common end (the server's start, sign-ins, bids). */
const FULL = { lots: 1_000, users: 100, setupAllowanceMs: 60_000 };
const QUICK = { lots: 50, users: 10, setupAllowanceMs: 30_000 };
const BIDS_PER_LOT = 3;
const WAIT_AFTER_END_MS = 60_000;
/** How long after the checks the notices' e-mails are waited for. */
const MAIL_WAIT_MS = 90_000;
const TARGET_SETTLE_S = 15;
/** From the common end until every lot is paid for and its protocol issued. */
const TARGET_SOLD_S = 15;
const PAY_LANES = 64;
/** What each buyer is topped up with (tiyin): far more than the lots they win cost. */
const BUYER_FUNDS = 100_000_000_000n;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postBid(
  url: string,
  user: BenchUser,
  lotId: number,
  amount: bigint,
): Promise<BidAnswer | ErrorBody> {
  const requestId = randomUUID();
  const response = await fetch(`${url}/api/shop/game-view/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie, [CSRF_HEADER_NAME]: user.csrf },
    body: JSON.stringify({ lot_id: lotId, amount: tiyinToSumText(amount), request_id: requestId }),
  });
  return (await response.json()) as BidAnswer | ErrorBody;
}

/** The winner pays as the won lots page does (POST winlot/pay-win-lot, naming the part: paid in full, 1). */
async function postPay(url: string, user: BenchUser, lotId: number): Promise<WinLotActionAnswer | ErrorBody> {
  const response = await fetch(`${url}/api/shop/winlot/pay-win-lot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie, [CSRF_HEADER_NAME]: user.csrf },
    body: JSON.stringify({ lot_id: lotId, part: 1 }),
  });
  return (await response.json()) as WinLotActionAnswer | ErrorBody;
}

/** Every winner pays at once (PAY_LANES requests in flight); answers counted by outcome. */
async function payAll(
  url: string,
  winners: readonly { lot_id: number; user: BenchUser }[],
): Promise<{ paid: number; refusals: Record<string, number> }> {
  const refusals: Record<string, number> = {};
  let paid = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: PAY_LANES }, async () => {
      while (next < winners.length) {
        const winner = winners[next] as (typeof winners)[number];
        next += 1;
        const answer = await postPay(url, winner.user, winner.lot_id);
        if ('ERROR' in answer) refusals[answer.ERROR.code] = (refusals[answer.ERROR.code] ?? 0) + 1;
        else paid += 1;
      }
    }),
  );
  return { paid, refusals };
}

/**
 * The e-mails of the notices written since `since`, once none waits (or MAIL_WAIT_MS passed):
 * how many were sent, how many still wait (undelivered notices and queued e-mails), the last one's
 * sending time.
 */
async function noticesMailed(db: Database, since: Date) {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const { rows } = await sql<{ sent: string; waiting: string; last_sent: Date | null }>`
      SELECT (SELECT count(*) FROM outbox_messages o JOIN notifications n ON n.id = o.notification_id
              WHERE n.sent_at >= ${since} AND o.status = 'sent')::text AS sent,
             ((SELECT count(*) FROM notifications
               WHERE sent_at >= ${since} AND topic IS NOT NULL AND channels_at IS NULL
                 AND (channels_after IS NULL OR channels_after <= now()))
              + (SELECT count(*) FROM outbox_messages o JOIN notifications n ON n.id = o.notification_id
                 WHERE n.sent_at >= ${since} AND o.status IN ('queued', 'sending')))::text AS waiting,
             (SELECT max(o.sent_at) FROM outbox_messages o JOIN notifications n ON n.id = o.notification_id
              WHERE n.sent_at >= ${since}) AS last_sent`.execute(db);
    const row = rows[0];
    const result = {
      sent: Number(row?.sent ?? 0),
      waiting: Number(row?.waiting ?? 0),
      lastSentAt: row?.last_sent ? new Date(row.last_sent) : null,
    };
    if (result.waiting === 0 || Date.now() >= deadline) return result;
    await sleep(500);
  }
}

/** The ledger after the payments: every balance sums to zero, no user below zero, no deposit left open. */
async function ledgerAfterPayments(db: Database, lotIds: readonly number[]) {
  const sums = await sql<{ total: string; negative: string }>`
    SELECT coalesce(sum(balance), 0)::text AS total,
           count(*) FILTER (WHERE user_id IS NOT NULL AND balance < 0)::text AS negative
    FROM ledger_accounts`.execute(db);
  const open = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lot_id', 'in', lotIds)
    .where('deposit_state', 'in', ['blocked', 'kept'])
    .executeTakeFirstOrThrow();
  const row = sums.rows[0];
  return {
    ledger_sum: row?.total ?? null,
    negative_user_balances: Number(row?.negative ?? 0),
    deposits_left_open: Number(open.n),
  };
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const bench = await prepareAuctionBench('closing-spike');
  const { db, services } = bench;
  let server: ChildServer | undefined;
  let mail: MailSink | undefined;
  const redis = createRedis(services.redisUrl, 'commands');
  const bull = createRedis(services.redisUrl, 'bullmq');
  const queues = createQueues(bull, createKeys(services.redisPrefix));
  try {
    console.log(`bench database ${services.databaseName}`);
    const size = options.quick ? QUICK : FULL;
    const userIds = await createUsers(db, size.users);
    const endAtMs = Math.ceil((Date.now() + size.setupAllowanceMs) / 1000) * 1000;
    const lotIds = await createLiveLots(db, size.lots, { endsAt: new Date(endAtMs), overTimeMinutes: 0 });
    const pairOf = (i: number) =>
      [userIds[(2 * i) % size.users] as string, userIds[(2 * i + 1) % size.users] as string] as const;
    // Money as applying moves it: a top-up per buyer, each deposit blocked in the ledger.
    for (const [i, userId] of userIds.entries())
      await topUp(db, { userId, amount: BUYER_FUNDS, businessKey: `bench:topup:${i}:${userId}` });
    const deposits = new Map(
      (await db.selectFrom('lots').select(['id', 'deposit_amount']).where('id', 'in', lotIds).execute()).map(
        (lot) => [lot.id, BigInt(lot.deposit_amount)],
      ),
    );
    const seats = lotIds.flatMap((lotId, i) =>
      pairOf(i).map((userId, j) => ({
        lot_id: lotId,
        user_id: userId,
        buyer_number: j + 1,
        deposit_amount: String(deposits.get(lotId) ?? 0n),
        deposit_key: `bench:${lotId}:${userId}`,
      })),
    );
    let nextSeat = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (nextSeat < seats.length) {
          const seat = seats[nextSeat] as (typeof seats)[number];
          nextSeat += 1;
          await blockDeposit(db, {
            userId: seat.user_id,
            amount: BigInt(seat.deposit_amount),
            businessKey: seat.deposit_key,
          });
        }
      }),
    );
    await db.insertInto('applications').values(seats).execute();
    // Those top-ups and deposits are history by the auction's end (a deposit is blocked when its
    // buyer applies, days before): their notices have had their e-mails. Left undelivered, the
    // server would be mailing 2 100 of them at the common end, a backlog no real close meets.
    await db
      .updateTable('notifications')
      .set({ channels_at: sql<Date>`now()` })
      .where('channels_at', 'is', null)
      .execute();
    // The notices (won, reserve, paid, protocol, deposits) go to a mail server that takes them.
    mail = await startMailSink();
    server = await startAuctionServer(services, {
      runWorker: true,
      profile: options.profile,
      env: { SMTP_URL: mail.url },
    });
    const users = await signInAll(db, server.url, userIds);
    const byId = new Map(users.map((u) => [u.userId, u]));
    // The close job of each lot at its end, as startAuction schedules it.
    for (const lotId of lotIds) await scheduleClose(queues, lotId, endAtMs);

    console.log(
      `${size.lots} live lots ending at ${new Date(endAtMs).toISOString()}; placing ${BIDS_PER_LOT} bids on each`,
    );
    const acked = new Map<number, [number, string, string][]>();
    const refusals: Record<string, number> = {};
    let next = 0;
    const bidStarted = Date.now();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < lotIds.length) {
          const i = next;
          next += 1;
          const lotId = lotIds[i] as number;
          const pair = pairOf(i);
          let price: bigint | null = null;
          const mine: [number, string, string][] = [];
          for (let k = 0; k < BIDS_PER_LOT; k += 1) {
            const amount = suggestedPrice({
              startPrice: START_TIYIN,
              price,
              stepNo: k,
              stepMode: 'standard',
            });
            const answer = await postBid(
              server!.url,
              byId.get(pair[k % 2] as string) as BenchUser,
              lotId,
              amount,
            );
            if ('ERROR' in answer) {
              refusals[answer.ERROR.code] = (refusals[answer.ERROR.code] ?? 0) + 1;
              break;
            }
            for (const bid of answer.bids) mine.push([bid.seq, bid.amount, '']);
            price = BigInt(answer.state.price ?? amount);
          }
          acked.set(lotId, mine);
        }
      }),
    );
    const placed = [...acked.values()].reduce((n, list) => n + list.length, 0);
    console.log(
      `${placed} bids acknowledged in ${((Date.now() - bidStarted) / 1000).toFixed(1)} s; refusals ${JSON.stringify(refusals)}`,
    );
    if (Date.now() >= endAtMs)
      console.log('  the bids were still being placed at the common end: the setup allowance is too short');

    await sleep(Math.max(0, endAtMs - Date.now()));
    console.log('common end reached; waiting for every lot to be closed and settled');
    // The server's CPU time from the common end until every lot is settled (or the wait ends).
    const settleWindow = startCpuWindow(server.pid);
    const deadline = endAtMs + WAIT_AFTER_END_MS;
    let settled = 0;
    let closed = 0;
    while (Date.now() < deadline) {
      const row = await db
        .selectFrom('lots')
        .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
        .select([
          sql<string>`count(*) filter (where lots.lot_status <> 4)`.as('closed'),
          sql<string>`count(auctions.settled_at)`.as('settled'),
        ])
        .where('lots.id', 'in', lotIds)
        .executeTakeFirstOrThrow();
      closed = Number(row.closed);
      settled = Number(row.settled);
      if (settled === size.lots && closed === size.lots) break;
      await sleep(250);
    }
    const settleCpuMs = settleWindow.stop();
    const timing = await db
      .selectFrom('auctions')
      .select([
        sql<Date | null>`max(settled_at)`.as('last_settled'),
        sql<Date | null>`min(settled_at)`.as('first_settled'),
        sql<Date | null>`max(closed_at)`.as('last_closed'),
      ])
      .where('lot_id', 'in', lotIds)
      .executeTakeFirstOrThrow();
    const statuses = await db
      .selectFrom('lots')
      .select(['lot_status', sql<string>`count(*)`.as('n')])
      .where('id', 'in', lotIds)
      .groupBy('lot_status')
      .execute();
    const allSettled = settled === size.lots && closed === size.lots;
    const settleS = timing.last_settled
      ? Math.round((new Date(timing.last_settled).getTime() - endAtMs) / 100) / 10
      : null;

    // Every winner pays at once, as soon as every lot is settled (the won lots page's call).
    const winnerRows = await db
      .selectFrom('auctions')
      .select(['lot_id', 'winner_user_id'])
      .where('lot_id', 'in', lotIds)
      .where('winner_user_id', 'is not', null)
      .execute();
    const winners = winnerRows.flatMap((row) => {
      const user = byId.get(String(row.winner_user_id));
      return user ? [{ lot_id: row.lot_id, user }] : [];
    });
    console.log(`every winner pays: ${winners.length} payments at once (${PAY_LANES} in flight)`);
    const payWindow = startCpuWindow(server.pid);
    const payStarted = Date.now();
    const payment = await payAll(server.url, winners);
    const payCpuMs = payWindow.stop();
    const payS = Math.round((Date.now() - payStarted) / 100) / 10;
    const soldRow = await db
      .selectFrom('protocols')
      .innerJoin('lots', 'lots.id', 'protocols.lot_id')
      .select([
        sql<string>`count(*) FILTER (WHERE lots.lot_status = 7)`.as('sold'),
        sql<Date | null>`max(protocols.created_at)`.as('last_protocol'),
      ])
      .where('protocols.lot_id', 'in', lotIds)
      .where('protocols.status', '=', 'active')
      .executeTakeFirstOrThrow();
    const soldWithProtocol = Number(soldRow.sold);
    const soldS = soldRow.last_protocol
      ? Math.round((new Date(soldRow.last_protocol).getTime() - endAtMs) / 100) / 10
      : null;
    // The checks after the last sale, out of the timed window (the bids and winners they read do
    // not change with the payments). Per lot: every acknowledged bid in the table, no seq gap; the
    // recorded winner is the last bid.
    let ackedLost = 0;
    let seqGaps = 0;
    const problems: string[] = [];
    for (const lotId of lotIds) {
      const check = await checkLot({
        db,
        redis,
        redisPrefix: services.redisPrefix,
        lotId,
        acked: acked.get(lotId) ?? [],
        expectRedisState: false,
      });
      ackedLost += check.acked_lost;
      seqGaps += check.seq_gaps;
      if (problems.length < 10) problems.push(...check.problems);
    }
    const wrongWinners = await sql<{ lot_id: number }>`
      SELECT a.lot_id FROM auctions a
      JOIN LATERAL (SELECT user_id, amount FROM bids b WHERE b.lot_id = a.lot_id ORDER BY seq DESC LIMIT 1) last ON true
      WHERE a.lot_id = ANY(${lotIds}) AND a.settled_at IS NOT NULL
        AND (a.winner_user_id IS DISTINCT FROM last.user_id OR a.winner_price IS DISTINCT FROM last.amount)`.execute(
      db,
    );
    if (wrongWinners.rows.length > 0)
      problems.push(
        `${wrongWinners.rows.length} settled lots record another winner or price than their last bid`,
      );
    const leftInRedis = await redis.scard(createKeys(services.redisPrefix).liveLots);
    if (!allSettled)
      problems.push(
        `${size.lots - settled} lots not settled and ${size.lots - closed} not closed ${WAIT_AFTER_END_MS / 1000} s after the end`,
      );

    const ledger = await ledgerAfterPayments(db, lotIds);
    const notices = await noticesMailed(db, new Date(endAtMs));
    if (soldWithProtocol !== size.lots)
      problems.push(`${size.lots - soldWithProtocol} lots not sold with a protocol`);
    if (ledger.ledger_sum !== '0') problems.push(`the ledger sums to ${ledger.ledger_sum}, not 0`);
    if (ledger.negative_user_balances > 0)
      problems.push(`${ledger.negative_user_balances} user accounts below zero`);
    if (ledger.deposits_left_open > 0)
      problems.push(`${ledger.deposits_left_open} deposits still blocked or kept after the payments`);
    // Every lot sold: their order follows them to "trade finished" (6), however close together
    // its last payments came.
    const orderRows = await db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'in', db.selectFrom('lots').select('order_id').where('id', 'in', lotIds))
      .execute();
    const ordersBehind = orderRows.filter((row) => row.status !== 6).length;
    if (ordersBehind > 0) problems.push(`${ordersBehind} orders not at "trade finished" with every lot sold`);
    const payCpu = cpuFields('payment', payCpuMs, payment.paid);

    const consistent = problems.length === 0;
    const soldMet = soldWithProtocol === size.lots && soldS !== null && soldS <= TARGET_SOLD_S;
    const met = allSettled && settleS !== null && settleS <= TARGET_SETTLE_S && soldMet;
    const settleCpu = cpuFields('settled_lot', settleCpuMs, settled);
    const summary = buildSummary('closing-spike', options.loadAverage, {
      sold_s: soldS,
      acked_lost: ackedLost,
      seq_gaps: seqGaps,
      consistent,
    });
    const report = {
      scenario: 'closing-spike',
      summary,
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        quick: options.quick,
        lots: size.lots,
        participants_per_lot: 2,
        users: size.users,
        bids_per_lot: BIDS_PER_LOT,
        common_end: new Date(endAtMs).toISOString(),
        over_time_minutes: 0,
        closes: 'server BullMQ close jobs (scheduled at the common end) and the 5 s sweep, RUN_WORKER=true',
        auction_bid_rate: 'default (50/s per user)',
        mail: 'e-mails to a mail server on loopback that accepts them (loadtest/lib/mail-sink.ts)',
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, RUN_WORKER=true',
      },
      settle_s: settleS,
      closed,
      settled,
      first_settled_s: timing.first_settled
        ? Math.round((new Date(timing.first_settled).getTime() - endAtMs) / 100) / 10
        : null,
      last_closed_s: timing.last_closed
        ? Math.round((new Date(timing.last_closed).getTime() - endAtMs) / 100) / 10
        : null,
      ...settleCpu,
      // Read when every lot was settled, before the payments.
      lot_statuses: Object.fromEntries(statuses.map((s) => [s.lot_status, Number(s.n)])),
      live_lots_left_in_redis: leftInRedis,
      bids_acknowledged: placed,
      bid_refusals: refusals,
      acked_lost: ackedLost,
      seq_gaps: seqGaps,
      consistent,
      payments: winners.length,
      paid: payment.paid,
      pay_refusals: payment.refusals,
      // Every e-mail the mail server took, read once the notices' e-mails were waited for.
      mails_accepted: mail.accepted(),
      pay_s: payS,
      sold_with_protocol: soldWithProtocol,
      // The notices of the close and the payments (won, reserve, paid, protocol, deposit released):
      // their e-mails sent, and the last one's time from the common end (they yield to the sale).
      notice_mails_sent: notices.sent,
      notice_mails_waiting: notices.waiting,
      notices_mailed_s: notices.lastSentAt
        ? Math.round((notices.lastSentAt.getTime() - endAtMs) / 100) / 10
        : null,
      sold_s: soldS,
      pay_server_cpu_ms: payCpu.server_cpu_ms,
      cpu_us_per_payment: payCpu.cpu_us_per_payment,
      ...ledger,
      order_statuses: Object.fromEntries(orderRows.map((row) => [row.id, row.status])),
      targets: {
        settle_s: {
          target: `<= ${TARGET_SETTLE_S}`,
          value: settleS,
          met: allSettled && settleS !== null && settleS <= TARGET_SETTLE_S,
        },
        sold_s: { target: `<= ${TARGET_SOLD_S}`, value: soldS, met: soldMet },
      },
      targets_met: met,
      problems,
    };
    writeReport('closing-spike', report);
    console.log(
      `  closed ${closed}/${size.lots}, settled ${settled}/${size.lots}; settle_s ${settleS} (first settled at ${report.first_settled_s} s) (target <= ${TARGET_SETTLE_S} s: ${report.targets.settle_s.met ? 'met' : settleS === null ? 'missed: nothing settled' : `missed by ${(settleS - TARGET_SETTLE_S).toFixed(1)} s`}); statuses after the close ${JSON.stringify(report.lot_statuses)}`,
    );
    console.log(
      `  server CPU: close and settle ${describeCpu(settleCpu.server_cpu_ms, settleCpu.cpu_us_per_settled_lot, 'settled lot')}`,
    );
    console.log(
      `  acked_lost ${ackedLost}, seq_gaps ${seqGaps}, consistent ${consistent}${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
    console.log(
      `  paid ${payment.paid}/${winners.length} in ${payS} s (refusals ${JSON.stringify(payment.refusals)}); sold with protocol ${soldWithProtocol}/${size.lots}; sold_s ${soldS} (target <= ${TARGET_SOLD_S} s: ${soldMet ? 'met' : 'missed'})`,
    );
    console.log(
      `  server CPU: payments ${describeCpu(payCpu.server_cpu_ms, payCpu.cpu_us_per_payment, 'payment')}; ledger sum ${ledger.ledger_sum}, negative ${ledger.negative_user_balances}, deposits open ${ledger.deposits_left_open}`,
    );
    console.log(
      `  notices' e-mails: ${notices.sent} sent, the last ${report.notices_mailed_s} s after the common end; ${notices.waiting} still waiting`,
    );
    console.log(`  targets ${met ? 'MET' : 'NOT MET'}; report loadtest/reports/closing-spike.json`);
    return ackedLost === 0 && seqGaps === 0 && consistent && met;
  } finally {
    await queues.close();
    await bull.quit();
    await server?.stop();
    await mail?.close();
    await redis.quit();
    await bench.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const closingSpike: Scenario = { run };
