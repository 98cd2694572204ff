/**
 * Scenario `one-click-race` (the one-click purchase): 200 signed-in buyers, each with a code already
 * sent for the same fixed-price lot of 3 copies (sent through the purchase's own code sender before
 * the timed part, the code taken from the text it writes), all confirm over HTTP in the same second
 * (`POST user-order/create-user-order`, every request started at once). Exactly 3 purchases, 197
 * SOLD_OUT with no money moved for them, the lot sold, the ledger consistent (every movement sums to
 * zero, all balances sum to zero, each balance equals its entries). Reports the confirm latency
 * (p50, p99; target p99 <= 100 ms) and the server's CPU per confirm, with a baseline in the same run:
 * the same 200 buyers each asking a cheap GET (common/date) at once, through the same server.
 *
 * --quick: 20 buyers a race.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { LOT_STATUS, TRADE_TYPE, type ErrorBody } from '@kimoshdi/shared';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { insertLot, insertOrder } from '../../server/src/modules/lot/lot-write.repository';
import { createPurchaseCodes, type PurchaseCodes } from '../../server/src/modules/user-order/purchase-codes';
import type { Database } from '../../server/src/db/database';
import { createRedis } from '../../server/src/redis/connection';
import {
  createUsers,
  CSRF_HEADER_NAME,
  prepareAuctionBench,
  signInAll,
  startAuctionServer,
  type BenchUser,
} from '../lib/auction-fixture';
import type { ChildServer } from '../lib/child-server';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { Histogram } from '../lib/histogram';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import type { Scenario, ScenarioOptions } from './scenario';

const FULL_BUYERS = 200;
const QUICK_BUYERS = 20;
const COPIES = 3;
/** 150 000 so'm a copy (within 60 BHM); each buyer has 1 000 000 so'm. */
const PRICE = 15_000_000n;
const FUNDS = 100_000_000n;
const TARGET_P99_MS = 100;
/** "Within the same second": the buyers' requests start spread evenly over this many ms. */
const SPREAD_MS = 1_000;

interface Outcome {
  status: number;
  code: string | null;
  ms: number;
}

async function timed(run: () => Promise<Response>): Promise<Outcome> {
  const started = performance.now();
  const response = await run();
  const body = (await response.json()) as Partial<ErrorBody>;
  return { status: response.status, code: body.ERROR?.code ?? null, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every buyer's request, the i-th started at i x spreadMs / n (spreadMs 0: all in the same tick);
 * answers with each outcome, its latency from its own start.
 */
function burst(
  users: readonly BenchUser[],
  spreadMs: number,
  request: (user: BenchUser, i: number) => Promise<Response>,
) {
  return Promise.all(
    users.map(async (user, i) => {
      if (spreadMs > 0) await sleep((i * spreadMs) / users.length);
      return timed(() => request(user, i));
    }),
  );
}

function histogramOf(outcomes: readonly Outcome[]) {
  const histogram = new Histogram();
  for (const outcome of outcomes) histogram.record(outcome.ms);
  return histogram.summary();
}

/** One race: its lot (3 copies, a seller of its own), `buyers` funded buyers, a code sent to each. */
async function prepareRace(
  db: Database,
  sender: PurchaseCodes,
  label: 'warm' | 'spread' | 'tick',
  buyers: number,
): Promise<{ lotId: number; sellerId: string; buyerIds: string[]; codes: Map<string, string> }> {
  const [sellerId, ...buyerIds] = await createUsers(db, buyers + 1);
  if (!sellerId) throw new Error('no seller');
  const orderId = await insertOrder(db, {
    customerUserId: sellerId,
    status: 3,
    orderType: 1,
    ownerType: 'legal',
    customerName: '"Bench Savdo" MChJ',
    customerAddress: 'Toshkent',
    customerPhone: '+998712000000',
  });
  const now = Date.now();
  const lotId = await insertLot(db, {
    orderId,
    orderType: 1,
    lotNumber: `9${{ warm: 0, spread: 1, tick: 2 }[label]}${String(now).slice(-11)}`,
    name: { uz: 'Bench stul', ru: 'Bench стул' },
    categoryId: 2,
    regionId: 1726,
    areaId: 1726294,
    address: 'Toshkent',
    tradeType: TRADE_TYPE.FIXED_PRICE,
    paymentType: 1,
    lotStatus: LOT_STATUS.LIVE,
    quantity: COPIES,
    startPrice: PRICE,
    depositPercent: 0,
    startsAt: new Date(now - 3_600_000),
    endsAt: new Date(now + 86_400_000),
    publishedAt: new Date(now - 86_400_000),
  });
  for (const [i, userId] of buyerIds.entries())
    await topUp(db, { userId, amount: FUNDS, businessKey: `bench:one-click:${label}:${i}:${userId}` });
  // A code per buyer, sent as send-code sends it (stored, and written to the outbox).
  const codes = new Map<string, string>();
  for (const userId of buyerIds) {
    await sender.send(userId, 'buy_lot', { lotId, count: 1 }, (code) => {
      codes.set(userId, code);
      return { sms: code, subject: code, body: code };
    });
  }
  return { lotId, sellerId, buyerIds, codes };
}

/** What a race left: the lot sold with 3 copies, 3 buyers charged once, the seller paid. */
async function checkRace(db: Database, race: Awaited<ReturnType<typeof prepareRace>>, purchases: number) {
  const problems: string[] = [];
  const lot = await db
    .selectFrom('lots')
    .select(['lot_status', 'quantity_sold'])
    .where('id', '=', race.lotId)
    .executeTakeFirstOrThrow();
  if (lot.lot_status !== LOT_STATUS.SOLD || lot.quantity_sold !== COPIES)
    problems.push(`lot ${race.lotId} is in status ${lot.lot_status} with ${lot.quantity_sold} copies sold`);
  const rows = await db
    .selectFrom('user_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lot_id', '=', race.lotId)
    .executeTakeFirstOrThrow();
  if (Number(rows.n) !== purchases) problems.push(`${rows.n} purchase rows for ${purchases} purchases`);
  const balances = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'balance'])
    .where('kind', '=', 'available')
    .where('user_id', 'in', [race.sellerId, ...race.buyerIds])
    .execute();
  const charged = balances.filter((b) => b.user_id !== race.sellerId && BigInt(b.balance) !== FUNDS);
  if (charged.length !== purchases || charged.some((b) => BigInt(b.balance) !== FUNDS - PRICE))
    problems.push(`${charged.length} buyers' balances moved for ${purchases} purchases`);
  const seller = balances.find((b) => b.user_id === race.sellerId);
  if (BigInt(seller?.balance ?? 0) !== PRICE * BigInt(purchases))
    problems.push(`the seller holds ${seller?.balance ?? 0}, not ${PRICE * BigInt(purchases)}`);
  return problems;
}

/** The ledger over the whole database: movements balanced, sum zero, balances equal to entries. */
async function ledgerProblems(db: Database): Promise<string[]> {
  const ledger = await sql<{ unbalanced: string; total: string; drifted: string; negative: string }>`
    SELECT
      (SELECT count(*) FROM (SELECT t.id FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         GROUP BY t.id HAVING sum(e.amount) <> 0 OR count(*) < 2) u)::text AS unbalanced,
      (SELECT coalesce(sum(balance), 0) FROM ledger_accounts)::text AS total,
      (SELECT count(*) FROM (SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
         GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)) d)::text AS drifted,
      (SELECT count(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0)::text AS negative`.execute(
    db,
  );
  const sums = ledger.rows[0];
  return !sums ||
    sums.unbalanced !== '0' ||
    sums.total !== '0' ||
    sums.drifted !== '0' ||
    sums.negative !== '0'
    ? [`the ledger is not consistent: ${JSON.stringify(sums)}`]
    : [];
}

function tally(outcomes: readonly Outcome[]) {
  const others: Record<string, number> = {};
  for (const o of outcomes)
    if (o.status !== 200 && o.code !== 'SOLD_OUT') {
      const key = o.code ?? String(o.status);
      others[key] = (others[key] ?? 0) + 1;
    }
  return {
    purchases: outcomes.filter((o) => o.status === 200).length,
    soldOut: outcomes.filter((o) => o.code === 'SOLD_OUT').length,
    others,
  };
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const bench = await prepareAuctionBench('one-click-race');
  const { db, services } = bench;
  const redis = createRedis(services.redisUrl, 'commands');
  let server: ChildServer | undefined;
  // The server and this process share the code secret, so codes made here check there.
  const codeSecret = randomBytes(24).toString('hex');
  try {
    console.log(`bench database ${services.databaseName}`);
    const buyers = options.quick ? QUICK_BUYERS : FULL_BUYERS;
    const sender = createPurchaseCodes({ db, redis, redisPrefix: services.redisPrefix, codeSecret });
    const warm = await prepareRace(db, sender, 'warm', buyers);
    const spread = await prepareRace(db, sender, 'spread', buyers);
    const tick = await prepareRace(db, sender, 'tick', buyers);
    server = await startAuctionServer(services, {
      runWorker: false,
      profile: options.profile,
      env: { ID_COOKIE_KEYS: codeSecret },
    });
    const url = server.url;
    const pid = server.pid;
    // Warm-up, untimed: a race on a lot of its own, so the first measured confirm does not pay for
    // the process's first run of the purchase path (compiling, the pool's connections).
    const warmUsers = await signInAll(db, url, warm.buyerIds);
    const spreadUsers = await signInAll(db, url, spread.buyerIds);
    const tickUsers = await signInAll(db, url, tick.buyerIds);
    const headers = (user: BenchUser) => ({
      'content-type': 'application/json',
      cookie: user.cookie,
      [CSRF_HEADER_NAME]: user.csrf,
    });
    const get = (user: BenchUser) => fetch(`${url}/api/shop/common/date`, { headers: headers(user) });
    const confirm = (race: typeof spread) => (user: BenchUser) =>
      fetch(`${url}/api/shop/user-order/create-user-order`, {
        method: 'POST',
        headers: headers(user),
        body: JSON.stringify({ lot_id: race.lotId, count: 1, code: race.codes.get(user.userId) }),
      });
    const measured = async (
      users: BenchUser[],
      spreadMs: number,
      request: (user: BenchUser) => Promise<Response>,
    ) => {
      const window = startCpuWindow(pid);
      const outcomes = await burst(users, spreadMs, request);
      return { outcomes, cpuMs: window.stop() };
    };

    const warmed = tally((await measured(warmUsers, SPREAD_MS, confirm(warm))).outcomes);
    console.log(`warm-up race: ${warmed.purchases} purchases, ${warmed.soldOut} sold out`);

    // Each race with its baseline just before it: the same buyers, one cheap GET each, timed alike.
    console.log(`${buyers} buyers confirm lot ${spread.lotId} (${COPIES} copies) within one second`);
    const spreadBase = await measured(spreadUsers, SPREAD_MS, get);
    const spreadRace = await measured(spreadUsers, SPREAD_MS, confirm(spread));
    console.log(`${buyers} buyers confirm lot ${tick.lotId} (${COPIES} copies) in the same tick`);
    const tickBase = await measured(tickUsers, 0, get);
    const tickRace = await measured(tickUsers, 0, confirm(tick));

    const main = tally(spreadRace.outcomes);
    const stress = tally(tickRace.outcomes);
    const problems = [
      ...(await checkRace(db, spread, main.purchases)),
      ...(await checkRace(db, tick, stress.purchases)),
      ...(await checkRace(db, warm, warmed.purchases)),
      ...(await ledgerProblems(db)),
    ];
    for (const [name, t] of [
      ['within one second', main],
      ['same tick', stress],
    ] as const) {
      if (t.purchases !== COPIES) problems.push(`${name}: ${t.purchases} purchases of ${COPIES} copies`);
      if (t.soldOut !== buyers - COPIES)
        problems.push(`${name}: ${t.soldOut} SOLD_OUT, not ${buyers - COPIES}`);
    }
    const consistent = problems.length === 0;

    const spreadLatency = histogramOf(spreadRace.outcomes);
    const spreadBaseLatency = histogramOf(spreadBase.outcomes);
    const tickLatency = histogramOf(tickRace.outcomes);
    const tickBaseLatency = histogramOf(tickBase.outcomes);
    const spreadCpu = cpuFields('confirm', spreadRace.cpuMs, buyers);
    const spreadBaseCpu = cpuFields('request', spreadBase.cpuMs, buyers);
    const tickCpu = cpuFields('confirm', tickRace.cpuMs, buyers);
    const tickBaseCpu = cpuFields('request', tickBase.cpuMs, buyers);
    const met = consistent && spreadLatency.p99_ms <= TARGET_P99_MS;
    const report = {
      scenario: 'one-click-race',
      summary: buildSummary('one-click-race', options.loadAverage, {}),
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        quick: options.quick,
        buyers,
        price_tiyin: PRICE.toString(),
        funds_tiyin: FUNDS.toString(),
        codes: 'one per buyer, sent before the timed part through the purchase code sender',
        requests: `every buyer POSTs user-order/create-user-order once, the i-th at i x ${SPREAD_MS}/${buyers} ms (all within one second); then a second lot and ${buyers} other buyers all in the same tick`,
        baseline: 'GET /api/shop/common/date by the same buyers, timed the same way, just before each race',
        warmup: `an untimed race of ${buyers} other buyers on a third lot first`,
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, DATABASE_POOL_SIZE default (10)',
      },
      copies: COPIES,
      purchases: main.purchases,
      sold_out: main.soldOut,
      other_answers: main.others,
      confirm_p50_ms: spreadLatency.p50_ms,
      confirm_p90_ms: spreadLatency.p90_ms,
      confirm_p99_ms: spreadLatency.p99_ms,
      confirm_max_ms: spreadLatency.max_ms,
      confirm_server_cpu_ms: spreadCpu.server_cpu_ms,
      cpu_us_per_confirm: spreadCpu.cpu_us_per_confirm,
      baseline: {
        p50_ms: spreadBaseLatency.p50_ms,
        p99_ms: spreadBaseLatency.p99_ms,
        server_cpu_ms: spreadBaseCpu.server_cpu_ms,
        cpu_us_per_request: spreadBaseCpu.cpu_us_per_request,
      },
      same_tick: {
        purchases: stress.purchases,
        sold_out: stress.soldOut,
        other_answers: stress.others,
        confirm_p50_ms: tickLatency.p50_ms,
        confirm_p99_ms: tickLatency.p99_ms,
        cpu_us_per_confirm: tickCpu.cpu_us_per_confirm,
        baseline_p50_ms: tickBaseLatency.p50_ms,
        baseline_p99_ms: tickBaseLatency.p99_ms,
        baseline_cpu_us_per_request: tickBaseCpu.cpu_us_per_request,
      },
      consistent,
      targets: {
        confirm_p99_ms: {
          target: `<= ${TARGET_P99_MS}`,
          value: spreadLatency.p99_ms,
          met: spreadLatency.p99_ms <= TARGET_P99_MS,
        },
      },
      targets_met: met,
      problems,
    };
    writeReport('one-click-race', report);
    console.log(
      `  within one second: purchases ${main.purchases}/${COPIES}, sold_out ${main.soldOut}, other ${JSON.stringify(main.others)}`,
    );
    console.log(
      `    confirm p50 ${spreadLatency.p50_ms} ms, p99 ${spreadLatency.p99_ms} ms (target <= ${TARGET_P99_MS}); baseline GET p50 ${spreadBaseLatency.p50_ms} ms, p99 ${spreadBaseLatency.p99_ms} ms`,
    );
    console.log(
      `    server CPU: ${describeCpu(spreadCpu.server_cpu_ms, spreadCpu.cpu_us_per_confirm, 'confirm')}; baseline ${describeCpu(spreadBaseCpu.server_cpu_ms, spreadBaseCpu.cpu_us_per_request, 'request')}`,
    );
    console.log(
      `  same tick: purchases ${stress.purchases}/${COPIES}, sold_out ${stress.soldOut}, other ${JSON.stringify(stress.others)}`,
    );
    console.log(
      `    confirm p50 ${tickLatency.p50_ms} ms, p99 ${tickLatency.p99_ms} ms; baseline GET p50 ${tickBaseLatency.p50_ms} ms, p99 ${tickBaseLatency.p99_ms} ms; ${describeCpu(tickCpu.server_cpu_ms, tickCpu.cpu_us_per_confirm, 'confirm')}`,
    );
    console.log(`  consistent ${consistent}${problems.length ? `: ${problems.join('; ')}` : ''}`);
    console.log(`  targets ${met ? 'MET' : 'NOT MET'}; report loadtest/reports/one-click-race.json`);
    return met;
  } finally {
    await server?.stop();
    await redis.quit();
    await bench.release(options.keep);
  }
}

export const oneClickRace: Scenario = { run };
