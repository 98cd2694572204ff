/**
 * Scenario `export`: the refund desk of 100 000 rows downloaded as CSV and as XLSX
 * (GET api/shop/export, issue 28), through the real server in its own process.
 *
 * Seeds --rows refund applications (100 000 by default) in one statement, signs an operator in,
 * then downloads each format once, reading the body as it streams without keeping it. Per format:
 * seconds to the last byte, rows per second, bytes, the server process's CPU time per row, and its
 * peak resident memory while it wrote the file (VmRSS sampled every 20 ms) next to its memory
 * before. The growth is V8's uncollected garbage: with the heap capped
 * (NODE_OPTIONS=--max-old-space-size=160) a 100 000-row export grows the server by a few MB.
 *
 * --quick: 2 000 rows, a smoke run. Target: each format within 60 s, and the server's memory grows
 * by less than 200 MB while writing.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { prepareAuctionBench, rssKb, signInAll, startAuctionServer } from '../lib/auction-fixture';
import type { ChildServer } from '../lib/child-server';
import { cpuUsPerOp, describeCpu, startCpuWindow } from '../lib/cpu';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import type { Scenario, ScenarioOptions } from './scenario';

const FULL_ROWS = 100_000;
const QUICK_ROWS = 2_000;
const TARGET_SECONDS = 60;
const TARGET_RSS_GROWTH_MB = 200;
const SAMPLE_MS = 20;

interface Download {
  format: 'csv' | 'xlsx';
  status: number;
  rows_header: number;
  seconds: number;
  rows_per_s: number;
  bytes: number;
  rss_before_mb: number;
  peak_rss_mb: number;
  /** The server process's CPU time (user + system) while it wrote the file. */
  server_cpu_ms: number;
  cpu_us_per_row: number | null;
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

async function download(
  server: ChildServer,
  cookie: string,
  format: 'csv' | 'xlsx',
  rows: number,
): Promise<Download> {
  const before = await rssKb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssKb(server.pid).then((kb) => {
      peak = Math.max(peak, kb);
    });
  }, SAMPLE_MS);
  const cpu = startCpuWindow(server.pid);
  const started = performance.now();
  try {
    const response = await fetch(
      `${server.url}/api/shop/export?what=operator-refunds&format=${format}&status=pending`,
      { headers: { cookie, 'accept-language': 'ru' } },
    );
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = cpu.stop();
    peak = Math.max(peak, await rssKb(server.pid));
    return {
      format,
      status: response.status,
      rows_header: Number(response.headers.get('x-export-rows')),
      seconds: Math.round(seconds * 100) / 100,
      rows_per_s: Math.round(rows / seconds),
      bytes,
      rss_before_mb: mb(before),
      peak_rss_mb: mb(peak),
      server_cpu_ms: cpuMs,
      cpu_us_per_row: cpuUsPerOp(cpuMs, rows),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const rows = options.rows ?? (options.quick ? QUICK_ROWS : FULL_ROWS);
  const bench = await prepareAuctionBench('export');
  const { db, services } = bench;
  let server: ChildServer | undefined;
  try {
    console.log(`bench database ${services.databaseName}`);
    const [applicant, operator] = await db
      .insertInto('users')
      .values([
        { user_name: 'bench-export-applicant', full_name: 'Заявитель Экспортов', role: 'buyer' },
        { user_name: 'bench-export-operator', full_name: 'Bench Operator', role: 'operator' },
      ])
      .returning('id')
      .execute();
    if (!applicant || !operator) throw new Error('no users');
    const seedStarted = performance.now();
    await sql`
      INSERT INTO refunds (user_id, bank_name, card_type, card_mask, amount, created_at)
      SELECT ${applicant.id}, 'Ипотека-банк №' || n, 'uzcard', '8600 12** **** 1233', 100000 + n,
             now() - make_interval(secs => n)
      FROM generate_series(1, ${rows}) AS n`.execute(db);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 10) / 100;
    console.log(`seeded ${rows} refund applications in ${seedSeconds} s`);
    server = await startAuctionServer(services, { runWorker: false, profile: options.profile });
    const [session] = await signInAll(db, server.url, [operator.id]);
    if (!session) throw new Error('no session');
    // Untimed: the first export pays for compiling the path and opening the pool's connections.
    await download(server, session.cookie, 'csv', Math.min(rows, 1));
    const csv = await download(server, session.cookie, 'csv', rows);
    const xlsx = await download(server, session.cookie, 'xlsx', rows);
    const downloads = [csv, xlsx];
    for (const d of downloads) {
      console.log(
        `  ${d.format.padEnd(4)} ${d.status} ${d.rows_header} rows in ${d.seconds} s (${d.rows_per_s} rows/s), ` +
          `${Math.round(d.bytes / 1024)} kB, server RSS ${d.rss_before_mb} -> peak ${d.peak_rss_mb} MB, ` +
          `CPU ${describeCpu(d.server_cpu_ms, d.cpu_us_per_row, 'row')}`,
      );
    }
    const correct = downloads.every((d) => d.status === 200 && d.rows_header === rows);
    const targetsMet =
      correct &&
      downloads.every(
        (d) => d.seconds <= TARGET_SECONDS && d.peak_rss_mb - d.rss_before_mb <= TARGET_RSS_GROWTH_MB,
      );
    const report = {
      scenario: 'export',
      summary: buildSummary('export', options.loadAverage, {
        rows,
        csv_s: csv.seconds,
        csv_rows_per_s: csv.rows_per_s,
        csv_peak_rss_mb: csv.peak_rss_mb,
        csv_cpu_us_per_row: csv.cpu_us_per_row,
        xlsx_s: xlsx.seconds,
        xlsx_rows_per_s: xlsx.rows_per_s,
        xlsx_peak_rss_mb: xlsx.peak_rss_mb,
        xlsx_cpu_us_per_row: xlsx.cpu_us_per_row,
      }),
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        desk: 'operator-refunds, status=pending, Russian headers',
        rows,
        seed_s: seedSeconds,
        quick: options.quick,
        rss_sampled_every_ms: SAMPLE_MS,
        server: 'boot() from server/src/boot.ts, NODE_ENV=production, no worker',
      },
      downloads,
      targets: { seconds_max: TARGET_SECONDS, rss_growth_mb_max: TARGET_RSS_GROWTH_MB },
      targets_met: targetsMet,
    };
    const file = writeReport('export', report);
    console.log(
      `  targets ${targetsMet ? 'MET' : 'NOT MET'} (<= ${TARGET_SECONDS} s, RSS growth <= ${TARGET_RSS_GROWTH_MB} MB)`,
    );
    console.log(`  report: ${path.relative(process.cwd(), file)}`);
    return targetsMet;
  } finally {
    await server?.stop();
    await bench.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const exportScenario: Scenario = { run };
