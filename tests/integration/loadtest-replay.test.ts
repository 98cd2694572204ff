/**
 * The load-test toolkit end to end (docs/load-testing.md): a real server with LOADTEST_TOKEN, a
 * finished auction with bids (made and closed here, as tests/integration/bid-log.test.ts does),
 * then `loadtest prepare` (bidders and watchers on a new live lot, through the load-test API) and
 * `loadtest replay --from-lot <id> --speed 2`: the report's summary says the replay is the original
 * again (same accepted amounts), every ack is in the new lot's public bid log once, and no watcher
 * missed a bid. The token appears in none of the output and neither report file.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { main } from '../../loadtest/toolkit/cli';
import type { RunFile } from '../../loadtest/toolkit/run-file';
import type { Running } from '../../server/src/boot';
import { closeAuction } from '../../server/src/modules/auction/lifecycle/close';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { createLiveAuction, requestId, START_TIYIN } from '../support/auction';
import { startTestServer } from '../support/test-server';

const TOKEN = 'replay-test-token-7c41d09e5b';
let server: Running;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ LOADTEST_TOKEN: TOKEN });
  dir = await mkdtemp(path.join(os.tmpdir(), 'loadtest-replay-'));
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Five one-step bids by three bidders, 400 ms apart (200 ms at the replay's speed: far from tight), on a lot then closed and settled. */
async function finishedLotWithBids(): Promise<{ lotId: number; amounts: string[] }> {
  const auction = await createLiveAuction(server, { bidders: 3, endsInMs: 3_500, overTimeMinutes: 0 });
  const { engine } = server.deps.auction;
  // 5 % of the start price for steps 1 to 4, then 3 % (docs/domain.md "The auction").
  const amounts = [1_050_000_000n, 1_100_000_000n, 1_150_000_000n, 1_200_000_000n, 1_230_000_000n];
  for (const [i, amount] of amounts.entries()) {
    const answer = await engine.placeBid({
      lotId: auction.lot.id,
      userId: auction.bidders[i % 3]!.userId,
      amount,
      requestId: requestId(),
    });
    expect(answer).toMatchObject({ duplicate: false, bid: { amount: String(amount) } });
    await sleep(400);
  }
  const { ends_at: endsAt } = (await engine.state(auction.lot.id))!;
  await sleep(Math.max(0, endsAt - Date.now()) + 300);
  expect(await closeAuction(lifecycleContext(server.deps), auction.lot.id)).toMatchObject({
    kind: 'settled',
  });
  return { lotId: auction.lot.id, amounts: amounts.map(String) };
}

it('prepares a run and replays a finished lot on it, matching the original', async () => {
  const source = await finishedLotWithBids();
  const lines: string[] = [];
  const io = {
    out: (l: string) => lines.push(l),
    err: (l: string) => lines.push(l),
    env: { LOADTEST_TOKEN: TOKEN },
  };
  const runFile = path.join(dir, 'run.json');
  const reports = path.join(dir, 'reports');

  const prepared = await main(
    [
      'prepare',
      '--target',
      server.url,
      '--bidders',
      '3',
      '--watchers',
      '4',
      '--out',
      runFile,
      '--start-price',
      String(START_TIYIN / 100n),
      // The shortest lot the API makes: the replay waits for its end to read its public log.
      '--duration',
      '10',
      '--starts-in',
      '1',
    ],
    io,
  );
  expect(prepared, lines.join('\n')).toBe(0);
  const run = JSON.parse(await readFile(runFile, 'utf8')) as RunFile;
  expect(run.bidders).toHaveLength(3);
  expect(run.watchers).toHaveLength(4);
  // A load-test lot has no over-time unless asked: it ends when it says, and its public log can be
  // read within the test.
  const lot = await server.deps.db
    .selectFrom('lots')
    .select('over_time_minutes')
    .where('id', '=', run.lot.lot_id)
    .executeTakeFirstOrThrow();
  expect(lot.over_time_minutes).toBe(0);

  const replayed = await main(
    [
      'replay',
      '--target',
      server.url,
      '--run',
      runFile,
      '--from-lot',
      String(source.lotId),
      '--speed',
      '2',
      '--report',
      reports,
    ],
    io,
  );
  const output = lines.join('\n');
  const files = await readdir(reports);
  const json = files.find((f) => f.endsWith('.json'));
  const html = files.find((f) => f.endsWith('.html'));
  expect(json).toMatch(/^127\.0\.0\.1-\d+_replay_\d{8}T\d{6}Z\.json$/);
  expect(html).toBe(json?.replace(/\.json$/, '.html'));
  const text = await readFile(path.join(reports, json!), 'utf8');
  expect(replayed, `${output}\n${text.slice(0, 6000)}`).toBe(0);
  expect(output).not.toContain(TOKEN);
  expect(text).not.toContain(TOKEN);
  expect(await readFile(path.join(reports, html!), 'utf8')).not.toContain(TOKEN);
  const report = JSON.parse(text) as {
    summary: Record<string, unknown>;
    details: { verdict: { accepted: string[] }; watcher_saw: { gaps: number } };
  };
  expect(report.summary).toMatchObject({
    matches_original: true,
    acked_lost: 0,
    seq_gaps: 0,
    attempts: 5,
    accepted: 5,
  });
  expect(report.summary.ack_p99_ms).toBeGreaterThan(0);
  expect(report.summary.delivery_p99_ms).toBeGreaterThan(0);
  expect(report.details.verdict.accepted).toEqual(source.amounts);
  expect(report.details.watcher_saw.gaps).toBe(0);

  expect(await main(['cleanup', '--target', server.url], io)).toBe(0);
}, 120_000);
