/**
 * Scenario `first-load`: what a visitor on an Uzbek mobile network waits for (issue 15).
 *
 * The built client (npm run build first) served by the real server with the demo's catalogue and
 * live auctions; Debian's Chromium (playwright-core) opens home, the lot list and a live game
 * page, each in a fresh context (cold cache), with the network throttled through the DevTools
 * protocol (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip) and the CPU slowed down 4x. Per
 * page: JavaScript transferred (compressed bytes on the wire), Largest Contentful Paint, and on
 * the game page the time until the last offer shows the socket's live value (the element gets
 * `data-live-price-ready` when the first state arrives over the socket). Each page is opened
 * RUNS times; the median counts.
 *
 * --quick: each page opened once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { createLogger } from '../../server/src/lib/logger';
import { makeBenchServices } from '../lib/bench-database';
import { startDemoShop } from '../lib/bench-server-env';
import type { ChildServer } from '../lib/child-server';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import type { Scenario, ScenarioOptions } from './scenario';

const CLIENT_INDEX = path.resolve(import.meta.dirname, '../../client/dist/index.html');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 5;
const QUICK_RUNS = 1;
const TARGET_LCP_MS = 2500;
const TARGET_LIVE_PRICE_MS = 3000;
const LIVE_LOT_STATUS = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
const CPU_SLOWDOWN = 4;
const PAGE_TIMEOUT_MS = 60_000;

interface PageRun {
  js_kb: number;
  js_requests: number;
  lcp_ms: number | null;
  /** What the largest paint was: the element's tag and class, or the image's path. */
  lcp_element: string | null;
  live_price_ms: number | null;
}

interface PageFigures extends PageRun {
  path: string;
  runs: PageRun[];
}

declare global {
  interface Window {
    __bench?: { lcp: number | null; lcpElement: string | null; livePrice: number | null };
  }
}

/** In the page before any of its scripts: the last LCP candidate and the live price's first moment. */
function observePage(): void {
  const bench: { lcp: number | null; lcpElement: string | null; livePrice: number | null } = {
    lcp: null,
    lcpElement: null,
    livePrice: null,
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as
      (PerformanceEntry & { url?: string; element?: Element }) | undefined;
    if (!last) return;
    bench.lcp = last.startTime;
    bench.lcpElement = last.url
      ? new URL(last.url).pathname
      : `${last.element?.tagName.toLowerCase() ?? '?'}.${last.element?.className ?? ''}`;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  new MutationObserver(() => {
    if (bench.livePrice === null && document.querySelector('[data-live-price-ready]')) {
      bench.livePrice = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function openOnce(browser: Browser, url: string, waitForLivePrice: boolean): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(observePage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    if (waitForLivePrice) {
      await page.waitForSelector('[data-live-price-ready]', { timeout: PAGE_TIMEOUT_MS });
    }
    // The page's content comes after its data: LCP settles once the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    await page.waitForTimeout(500);
    const bench = await page.evaluate(
      () => window.__bench ?? { lcp: null, lcpElement: null, livePrice: null },
    );
    return {
      js_kb: Math.round(jsBytes / 102.4) / 10,
      js_requests: scripts.size,
      lcp_ms: bench.lcp === null ? null : Math.round(bench.lcp),
      lcp_element: bench.lcpElement,
      live_price_ms: bench.livePrice === null ? null : Math.round(bench.livePrice),
    };
  } finally {
    await context.close();
  }
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  return known[Math.floor((known.length - 1) / 2)] ?? null;
}

async function measurePage(
  browser: Browser,
  base: string,
  pagePath: string,
  live: boolean,
  times: number,
): Promise<PageFigures> {
  const runs: PageRun[] = [];
  for (let i = 0; i < times; i += 1) runs.push(await openOnce(browser, base + pagePath, live));
  return {
    path: pagePath,
    js_kb: median(runs.map((run) => run.js_kb)) ?? 0,
    js_requests: median(runs.map((run) => run.js_requests)) ?? 0,
    lcp_ms: median(runs.map((run) => run.lcp_ms)),
    lcp_element: runs.at(-1)?.lcp_element ?? null,
    live_price_ms: median(runs.map((run) => run.live_price_ms)),
    runs,
  };
}

async function liveLotId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: number }>(
      'SELECT id FROM lots WHERE lot_status = $1 ORDER BY id LIMIT 1',
      [LIVE_LOT_STATUS],
    );
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('the demo seeded no live lot');
    return id;
  } finally {
    await client.end();
  }
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  if (!existsSync(CLIENT_INDEX)) throw new Error(`${CLIENT_INDEX} is missing: run "npm run build" first`);
  const logger = createLogger('warn');
  const services = await makeBenchServices('first-load', logger);
  let server: ChildServer | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`bench database ${services.databaseName}`);
    server = await startDemoShop(services);
    const lotId = await liveLotId(services.databaseUrl);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const times = options.quick ? QUICK_RUNS : RUNS;
    const pages = {
      home: await measurePage(browser, server.url, '/home', false, times),
      lot_list: await measurePage(browser, server.url, '/lot-list', false, times),
      game_view: await measurePage(browser, server.url, `/game-view/${lotId}`, true, times),
    };
    const lcpOk = (figures: PageFigures) => figures.lcp_ms !== null && figures.lcp_ms <= TARGET_LCP_MS;
    const targetsMet =
      lcpOk(pages.home) &&
      lcpOk(pages.lot_list) &&
      pages.game_view.live_price_ms !== null &&
      pages.game_view.live_price_ms <= TARGET_LIVE_PRICE_MS;
    const report = {
      scenario: 'first-load',
      summary: buildSummary('first-load', options.loadAverage, {}),
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        browser: CHROMIUM_PATH,
        viewport: '375x740, mobile',
        network: { down_kbit_s: 1600, up_kbit_s: 750, rtt_ms: NETWORK.latency },
        cpu_slowdown: CPU_SLOWDOWN,
        cache: 'disabled (a fresh context per run)',
        quick: options.quick,
        runs_per_page: times,
        server: 'boot() from server/src/boot.ts with the demo catalogue and auctions, worker in process',
      },
      pages,
      targets: {
        lcp_ms_max: { home: TARGET_LCP_MS, lot_list: TARGET_LCP_MS },
        live_price_ms_max: { game_view: TARGET_LIVE_PRICE_MS },
      },
      targets_met: targetsMet,
    };
    const file = writeReport('first-load', report);
    for (const [name, figures] of Object.entries(pages)) {
      console.log(
        `  ${name.padEnd(10)} JS ${String(figures.js_kb).padStart(6)} kB in ${figures.js_requests} files  LCP ${figures.lcp_ms ?? '-'} ms` +
          (figures.live_price_ms === null ? '' : `  live price ${figures.live_price_ms} ms`),
      );
    }
    console.log(
      `  targets ${targetsMet ? 'MET' : 'NOT MET'} (LCP <= ${TARGET_LCP_MS} ms, live price <= ${TARGET_LIVE_PRICE_MS} ms)`,
    );
    console.log(`  report: ${path.relative(process.cwd(), file)}`);
    return targetsMet;
  } finally {
    await browser?.close();
    await server?.stop();
    await services.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const firstLoad: Scenario = { run };
