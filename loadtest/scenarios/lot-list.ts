/**
 * Scenario `lot-list`: the public lot list with filters over a 100 000-lot catalogue.
 *
 * A fresh database (migrated, reference data, seedLargeCatalogue), the real server in a child
 * process, and autocannon with 50 connections sending a rotating set of realistic list requests
 * (every tab, region + area, category, a price range, searches in Latin and Cyrillic, page 1 and
 * deep pages). A trivial Express 5 JSON route is measured the same way in the same run as the
 * yardstick. Every answer is checked before and after the load (schema, totals against the tab
 * counter and the database, same answer twice), and the load itself must see no error and no non-2xx.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { lotListCounterSchema, lotListSchema, type LotList, type LotListCounter } from '@kimoshdi/shared';
import { createDatabase, type Database } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedReferenceData } from '../../server/src/db/seed';
import { seedLargeCatalogue } from '../../server/src/demo/large-catalogue';
import { createLogger } from '../../server/src/lib/logger';
import { makeBenchServices } from '../lib/bench-database';
import { benchServerEnv, productionSecrets } from '../lib/bench-server-env';
import { measure, type LoadFigures } from '../lib/cannon';
import { startChildServer, type ChildServer } from '../lib/child-server';
import { describeCpu } from '../lib/cpu';
import { measureExpressBaseline } from '../lib/express-baseline';
import { firstVisitCookies, getJson } from '../lib/fetch-json';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import { ratioOf } from '../lib/targets';
import type { Scenario, ScenarioOptions } from './scenario';

const TARGET_P99_MS = 50;
const TARGET_SHARE_OF_BASELINE = 0.6;
const LIST = '/api/shop/shop-lots/lot-list';
const COUNTER = '/api/shop/shop-lots/lot-list-counter';
const SHOP_TRIVIAL = '/api/shop/common/date';
const SERVERS = path.resolve(import.meta.dirname, '../servers');
const REPORTS = path.resolve(import.meta.dirname, '../reports');

/** The request mix: what people do on /lot-list, built from the seeded data so every filter matches. */
async function buildRequests(db: Database): Promise<string[]> {
  const area = await db
    .selectFrom('lots')
    .select(['region_id', 'area_id'])
    .groupBy(['region_id', 'area_id'])
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('lots')
    .select('category_id')
    .groupBy('category_id')
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const words = await pickSearchWords(db);
  const filters = [
    // Every tab as it opens, page 1 (tab 4 is the default one).
    '',
    'i=0',
    'i=1',
    'i=2',
    'i=3',
    // Region, then region and area.
    `i=4&region=${area.region_id}`,
    `i=2&region=${area.region_id}&area=${area.area_id}`,
    `i=0&region=${area.region_id}&area=${area.area_id}`,
    // A category and a start price range (sums, as typed).
    `i=1&category=${category.category_id}`,
    'i=4&price_from=10000000&price_to=500000000',
    'i=2&price_from=1000000&price_to=50000000&page=3',
    // Searches: a Latin word, a Cyrillic word, a lot number prefix.
    `i=0&q=${encodeURIComponent(words.latin)}`,
    `i=0&q=${encodeURIComponent(words.cyrillic)}`,
    `i=0&q=${encodeURIComponent(words.lotNumberPrefix)}`,
    `i=2&q=${encodeURIComponent(words.latin)}&page=2`,
    // Deep pages: somebody paging far into the completed lots and the whole catalogue.
    'i=2&page=300',
    'i=0&page=4000',
  ];
  return filters.map((query) => (query ? `${LIST}?${query}` : LIST));
}

interface Check {
  ok: boolean;
  problems: string[];
}

function queryOf(listPath: string): URLSearchParams {
  return new URLSearchParams(listPath.split('?')[1] ?? '');
}

/**
 * Every request answers 200 with a valid page; its total equals the counter's number for its tab
 * under the same filters; the unfiltered search tab holds exactly the lots in the database.
 */
async function checkAnswers(
  base: string,
  paths: readonly string[],
  lotsInDatabase: number,
  headers: Record<string, string>,
): Promise<{ answers: Map<string, LotList>; problems: string[] }> {
  const answers = new Map<string, LotList>();
  const problems: string[] = [];
  for (const listPath of paths) {
    const parsed = lotListSchema.safeParse(await getJson(base, listPath, headers));
    if (!parsed.success) {
      problems.push(`${listPath}: the answer does not match the contract (${parsed.error.message})`);
      continue;
    }
    const page = parsed.data;
    answers.set(listPath, page);
    const params = queryOf(listPath);
    const tab = params.get('i') ?? '4';
    params.delete('i');
    params.delete('page');
    params.delete('size');
    const counter = lotListCounterSchema.parse(
      await getJson(base, `${COUNTER}?${params.toString()}`, headers),
    );
    const counted = counter.counts[tab as keyof LotListCounter['counts']];
    if (counted !== page.total) {
      problems.push(`${listPath}: total ${page.total} but the counter says ${counted}`);
    }
    const expectedItems = Math.max(0, Math.min(page.size, page.total - (page.page - 1) * page.size));
    if (page.items.length !== expectedItems) {
      problems.push(
        `${listPath}: ${page.items.length} items on page ${page.page}, expected ${expectedItems}`,
      );
    }
    if (listPath === `${LIST}?i=0` && page.total !== lotsInDatabase) {
      problems.push(`${listPath}: total ${page.total} but the database holds ${lotsInDatabase} lots`);
    }
  }
  return { answers, problems };
}

async function countLots(db: Database): Promise<number> {
  const row = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function printSummary(report: {
  lot_list: LoadFigures;
  express_baseline: LoadFigures;
  shop_trivial_route: LoadFigures;
  ratio: number;
  targets_met: boolean;
  consistency: Check;
}): void {
  const line = (label: string, figures: LoadFigures) =>
    `  ${label.padEnd(18)} ${String(figures.req_per_s).padStart(7)} req/s  p50 ${figures.p50_ms} ms  p99 ${figures.p99_ms} ms  max ${figures.max_ms} ms  errors ${figures.errors}  non-2xx ${figures.non_2xx}`;
  console.log(line('lot list', report.lot_list));
  console.log(line('express baseline', report.express_baseline));
  console.log(line('shop trivial route', report.shop_trivial_route));
  const cpu = (figures: LoadFigures) =>
    describeCpu(figures.server_cpu_ms, figures.cpu_us_per_request, 'request');
  console.log(
    `  server CPU: lot list ${cpu(report.lot_list)}, express baseline ${cpu(report.express_baseline)}, shop trivial route ${cpu(report.shop_trivial_route)}`,
  );
  console.log(
    `  ratio ${(report.ratio * 100).toFixed(1)} % of the baseline (target >= ${TARGET_SHARE_OF_BASELINE * 100} %), p99 target < ${TARGET_P99_MS} ms`,
  );
  console.log(`  consistency: ${report.consistency.ok ? 'ok' : report.consistency.problems.join('; ')}`);
  console.log(`  targets ${report.targets_met ? 'MET' : 'NOT MET'}`);
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const logger = createLogger('warn');
  const services = await makeBenchServices('lot-list', logger);
  const db = createDatabase(services.databaseUrl, 4);
  let shop: ChildServer | undefined;
  try {
    console.log(`bench database ${services.databaseName}`);
    await migrateToLatest(db);
    await seedReferenceData(db);
    const seedStarted = Date.now();
    await seedLargeCatalogue(db, options.lots);
    // A deployment's statistics are current (autovacuum); a freshly filled table's are not yet.
    await sql`VACUUM ANALYZE`.execute(db);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const lotsBefore = await countLots(db);
    console.log(`seeded ${lotsBefore} lots in ${seedSeconds.toFixed(1)} s`);
    const paths = await buildRequests(db);

    shop = await startChildServer(
      path.join(SERVERS, 'shop.ts'),
      {
        ...process.env,
        ...productionSecrets(),
        NODE_ENV: 'production',
        ...benchServerEnv(services),
        // The web process alone: production runs the worker apart, and it would only add noise here.
        RUN_WORKER: 'false',
      },
      options.profile ? ['--cpu-prof', `--cpu-prof-dir=${REPORTS}`] : [],
    );
    const cookie = await firstVisitCookies(shop.url, LIST);
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const before = await checkAnswers(shop.url, paths, lotsBefore, headers);

    const load = {
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
    };
    const baselineFigures = await measureExpressBaseline(load);

    // The floor under any cached answer: the shop's whole middleware stack around a route that does
    // nothing (the server's clock). The lot list cannot beat it; the gap to the baseline is the stack's.
    console.log(`shop trivial route: ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured`);
    const floorFigures = await measure({
      ...load,
      url: shop.url,
      paths: [SHOP_TRIVIAL],
      headers,
      serverPid: shop.pid,
    });

    console.log(
      `lot list (${paths.length} requests in rotation): ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured`,
    );
    const listFigures = await measure({ ...load, url: shop.url, paths, headers, serverPid: shop.pid });

    // After the load: nothing changed, every answer is what it was before it.
    const lotsAfter = await countLots(db);
    const after = await checkAnswers(shop.url, paths, lotsAfter, headers);
    const problems = [...before.problems, ...after.problems];
    if (lotsAfter !== lotsBefore) problems.push(`lots went from ${lotsBefore} to ${lotsAfter}`);
    for (const [listPath, answer] of before.answers) {
      if (JSON.stringify(after.answers.get(listPath)) !== JSON.stringify(answer)) {
        problems.push(`${listPath}: the answer changed during the load`);
      }
    }
    if (listFigures.errors > 0 || listFigures.non_2xx > 0) {
      problems.push(`the load saw ${listFigures.errors} errors and ${listFigures.non_2xx} non-2xx answers`);
    }
    if (baselineFigures.errors > 0 || baselineFigures.non_2xx > 0) {
      problems.push(
        `the baseline saw ${baselineFigures.errors} errors and ${baselineFigures.non_2xx} non-2xx answers`,
      );
    }
    const consistency: Check = { ok: problems.length === 0, problems };
    const ratio = Math.round((listFigures.req_per_s / baselineFigures.req_per_s) * 1000) / 1000;
    const targetsMet =
      consistency.ok && listFigures.p99_ms < TARGET_P99_MS && ratio >= TARGET_SHARE_OF_BASELINE;

    const summary = buildSummary('lot-list', options.loadAverage, {
      ratio,
      shop_trivial_route_ratio: ratioOf(floorFigures.req_per_s, baselineFigures.req_per_s),
    });
    const report = {
      scenario: 'lot-list',
      summary,
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        quick: options.quick,
        lots: lotsBefore,
        seed_seconds: seedSeconds,
        connections: load.connections,
        warmup_s: load.warmupSeconds,
        duration_s: load.durationSeconds,
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, RUN_WORKER=false',
        requests: paths,
      },
      req_per_s: listFigures.req_per_s,
      p99_ms: listFigures.p99_ms,
      express_baseline_req_per_s: baselineFigures.req_per_s,
      ratio,
      shop_trivial_route_req_per_s: floorFigures.req_per_s,
      server_cpu_ms: listFigures.server_cpu_ms,
      cpu_us_per_request: listFigures.cpu_us_per_request,
      express_baseline_cpu_us_per_request: baselineFigures.cpu_us_per_request,
      shop_trivial_route_cpu_us_per_request: floorFigures.cpu_us_per_request,
      errors: listFigures.errors,
      non_2xx: listFigures.non_2xx,
      targets: { p99_ms_below: TARGET_P99_MS, min_ratio: TARGET_SHARE_OF_BASELINE },
      targets_met: targetsMet,
      lot_list: listFigures,
      express_baseline: baselineFigures,
      shop_trivial_route: floorFigures,
      consistency,
    };
    const file = writeReport('lot-list', report);
    printSummary(report);
    console.log(`  report: ${path.relative(process.cwd(), file)}`);
    return targetsMet;
  } finally {
    await shop?.stop();
    await db.destroy();
    await services.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const lotList: Scenario = { run };

/** A word people would type, taken from a seeded lot's names, and a lot number prefix. */
async function pickSearchWords(
  db: Database,
): Promise<{ latin: string; cyrillic: string; lotNumberPrefix: string }> {
  const lot = await db
    .selectFrom('lots')
    .select(['name_uz', 'name_ru', 'lot_number'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const longestWord = (text: string) =>
    text.split(/[^\p{L}'ʻ]+/u).sort((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? text;
  return {
    latin: longestWord(lot.name_uz).toLowerCase(),
    cyrillic: longestWord(lot.name_ru).toLowerCase(),
    lotNumberPrefix: lot.lot_number.slice(0, Math.max(3, lot.lot_number.length - 3)),
  };
}
