/**
 * Scenario `lighthouse`: pages that do not jump and start fast on a phone (issue 29).
 *
 * The built client (npm run build first) served by the real server with the demo's catalogue and
 * live auctions; Lighthouse (its Node API) audits home, the lot list, a live lot's page and game
 * page and a finished lot's result, each in Uzbek and in Russian, with its default mobile setup
 * (a phone's screen, simulated slow 4G and a 4x slower CPU), driving Debian's Chromium. Each page
 * and language is audited RUNS times; the median of each figure counts. The language is asked for
 * with `?lang=`: the server answers the page in it and sets the `lang` cookie the client starts
 * with (Lighthouse clears the site's storage before each run, so no stored choice overrides it).
 *
 * Besides the figures, the report keeps for each page and language what the last run blamed (the
 * elements that shifted, render-blocking files, unused JavaScript, the LCP element and every
 * failing audit of the other categories), so a missed target says where to look.
 *
 * --quick: one page in Uzbek, audited once: home, or the page LIGHTHOUSE_PAGE names (lot-view,
 * game-view, lot-result, lot-list).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { LOT_STATUS } from '../../shared/src/domain/lot/lot-status';
import { createLogger } from '../../server/src/lib/logger';
import { makeBenchServices } from '../lib/bench-database';
import { startDemoShop } from '../lib/bench-server-env';
import type { ChildServer } from '../lib/child-server';
import { auditPage, medianRow, type AuditRun, type PageAuditRow, CATEGORIES } from '../lib/lighthouse-audit';
import { describeMachine, writeReport } from '../lib/report';
import { allMet, atLeast, atMost, describeTargets, type Target } from '../lib/targets';
import type { Scenario, ScenarioOptions } from './scenario';

// The server serves CLIENT_DIST when it is set (server/src/config.ts): a copy of a build can be
// audited while the checkout is rebuilt.
const CLIENT_INDEX = path.join(
  process.env.CLIENT_DIST ?? path.resolve(import.meta.dirname, '../../client/dist'),
  'index.html',
);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags the project starts Chromium with elsewhere; chrome-launcher adds the debugging port. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const RUNS = 3;
/** Tries per audit before the run stops (auditOnce). */
const ATTEMPTS = 3;
const LANGUAGES = ['uz', 'ru'] as const;

/** Issue 29's targets, per page and language. */
const TARGETS = {
  performance_min: 90,
  accessibility_min: 100,
  best_practices_min: 100,
  seo_min: 100,
  cls_max: 0.05,
  lcp_ms_max: 2500,
};

/** A live lot for its lot and game pages, a sold one for the result page: the demo seeds both. */
async function demoLots(databaseUrl: string): Promise<{ live: number; finished: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const first = async (statuses: number[], what: string) => {
      const result = await client.query<{ id: number }>(
        'SELECT id FROM lots WHERE lot_status = ANY($1) ORDER BY id LIMIT 1',
        [statuses],
      );
      const id = result.rows[0]?.id;
      if (id === undefined) throw new Error(`the demo seeded no ${what} lot`);
      return id;
    };
    return {
      live: await first([LOT_STATUS.LIVE], 'live'),
      finished: await first(
        [LOT_STATUS.PROTOCOL_ISSUED, LOT_STATUS.SOLD, LOT_STATUS.AWAITING_PAYMENT],
        'sold',
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * One audit, tried again on Lighthouse's own failure (a trace without its navigation start, no
 * first paint): on a busy machine those come now and then and say nothing about the page.
 */
async function auditOnce(port: number, url: string): Promise<AuditRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(lighthouse, port, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  ${url}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

function quickPage(allPages: Record<string, string>): Record<string, string> {
  const name = process.env.LIGHTHOUSE_PAGE ?? 'home';
  const pagePath = allPages[name];
  if (pagePath === undefined) {
    throw new Error(`LIGHTHOUSE_PAGE=${name}: one of ${Object.keys(allPages).join(', ')}`);
  }
  return { [name]: pagePath };
}

function targetsOf(row: PageAuditRow): Record<string, Target> {
  return {
    performance: atLeast(row.performance, TARGETS.performance_min),
    accessibility: atLeast(row.accessibility, TARGETS.accessibility_min),
    best_practices: atLeast(row.best_practices, TARGETS.best_practices_min),
    seo: atLeast(row.seo, TARGETS.seo_min),
    cls: atMost(row.cls, TARGETS.cls_max),
    lcp_ms: atMost(row.lcp_ms, TARGETS.lcp_ms_max),
  };
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  if (!existsSync(CLIENT_INDEX)) throw new Error(`${CLIENT_INDEX} is missing: run "npm run build" first`);
  const logger = createLogger('warn');
  const services = await makeBenchServices('lighthouse', logger);
  let server: ChildServer | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    console.log(`bench database ${services.databaseName}`);
    server = await startDemoShop(services);
    const lots = await demoLots(services.databaseUrl);
    const allPages: Record<string, string> = {
      home: '/home',
      'lot-list': '/lot-list',
      'lot-view': `/lot-view/${lots.live}`,
      'game-view': `/game-view/${lots.live}`,
      'lot-result': `/lot-result/${lots.finished}`,
    };
    const pages = options.quick ? quickPage(allPages) : allPages;
    const languages = options.quick ? (['uz'] as const) : LANGUAGES;
    const times = options.quick ? 1 : RUNS;
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });

    const rows: PageAuditRow[] = [];
    const findings: Record<string, unknown> = {};
    const targets: Record<string, Record<string, Target>> = {};
    for (const [page, pagePath] of Object.entries(pages)) {
      for (const language of languages) {
        const url = `${server.url}${pagePath}?lang=${language}`;
        const runs: AuditRun[] = [];
        for (let i = 0; i < times; i += 1) runs.push(await auditOnce(chrome.port, url));
        const row = medianRow(page, language, runs, options.loadAverage);
        rows.push(row);
        findings[`${page} ${language}`] = { path: pagePath, ...runs.at(-1)?.findings };
        targets[`${page} ${language}`] = targetsOf(row);
        console.log(
          `  ${`${page} ${language}`.padEnd(14)} perf ${row.performance ?? '-'}  a11y ${row.accessibility ?? '-'}  bp ${row.best_practices ?? '-'}  seo ${row.seo ?? '-'}  LCP ${row.lcp_ms ?? '-'} ms  TBT ${row.tbt_ms ?? '-'} ms  CLS ${row.cls ?? '-'}`,
        );
      }
    }
    const targetsMet = Object.values(targets).every(allMet);
    const report = {
      scenario: 'lighthouse',
      summary: rows,
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        browser: CHROMIUM_PATH,
        lighthouse: 'Node API, default config: mobile form factor, simulated throttling',
        categories: CATEGORIES,
        language: '?lang= on each address (the server sets the lang cookie the client starts with)',
        quick: options.quick,
        runs_per_page: times,
        pages,
        server: 'boot() from server/src/boot.ts with the demo catalogue and auctions, worker in process',
      },
      targets,
      targets_met: targetsMet,
      findings,
    };
    const file = writeReport('lighthouse', report);
    for (const [name, pageTargets] of Object.entries(targets)) {
      const missed = describeTargets(pageTargets).filter((line) => line.endsWith('MISSED'));
      if (missed.length > 0) console.log(`  ${name}: ${missed.join('; ')}`);
    }
    console.log(`  targets ${targetsMet ? 'MET' : 'NOT MET'}`);
    console.log(`  report: ${path.relative(process.cwd(), file)}`);
    return targetsMet;
  } finally {
    chrome?.kill();
    await server?.stop();
    await services.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const lighthouseScenario: Scenario = { run };
