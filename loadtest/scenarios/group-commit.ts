/**
 * Scenario `group-commit` (docs/bid-log.md, docs/benchmarks.md): the cost of committing accepted
 * bids, hash chain included, without Socket.IO, Lua or fan-out around it. The group commit
 * (server/src/modules/auction/engine/bid-writer.ts) runs in this process against a fresh bench
 * database; CPU is this process's (the writer, the driver loops and the pg client).
 *
 * Phase 1: one lot, one bid per commit, each write awaited before the next: the latency floor of a
 * commit and its CPU. Phase 2: 20 lots at once, each with its own awaited loop, so a commit carries
 * the bids of several lots. Each phase runs --duration seconds (after --warmup seconds of phase 1).
 * At the end every bid must be in the record and, when the chain exists, chained and equal to a
 * recomputation from its lot's genesis. Each awaited write is an acknowledged bid: `acked_lost`
 * counts those missing from the table, `seq_gaps` the seqs missing below a lot's highest.
 */
import { sql } from 'kysely';
import { chainBids } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import type { Database } from '../../server/src/db/database';
import { createLogger } from '../../server/src/lib/logger';
import type { BidRow } from '../../server/src/modules/auction/auction.repository';
import { ensureAuctionRow, findLotRecord } from '../../server/src/modules/auction/auction.repository';
import { createBidWriter } from '../../server/src/modules/auction/engine/bid-writer';
import { createLiveLots, createUsers, prepareAuctionBench, START_TIYIN } from '../lib/auction-fixture';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { Histogram } from '../lib/histogram';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import type { Scenario, ScenarioOptions } from './scenario';

const PARALLEL_LOTS = 20;
const STEP = 50_000_000n;
const FAR_END_MS = Date.now() + 86_400_000;

interface Phase {
  commits: number;
  rows: number;
  rows_per_s: number;
  rows_per_commit: number;
  commit_p50_ms: number;
  commit_p99_ms: number;
  server_cpu_ms: number;
  cpu_us_per_bid: number | null;
}

/** Writes bids to `lotIds` in awaited loops (one per lot) until `ms` passed. */
async function drive(
  writer: ReturnType<typeof createBidWriter>,
  lots: { id: number; seq: number }[],
  users: string[],
  ms: number,
): Promise<Phase> {
  const latency = new Histogram();
  const before = writer.stats();
  const cpu = startCpuWindow(process.pid);
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    lots.map(async (lot) => {
      while (performance.now() < until) {
        lot.seq += 1;
        const row: BidRow = {
          lotId: lot.id,
          seq: lot.seq,
          userId: users[lot.seq % 2] as string,
          buyerNumber: (lot.seq % 2) + 1,
          amount: (START_TIYIN + STEP * BigInt(lot.seq)).toString(),
          kind: 'manual',
          stepNo: lot.seq,
          requestId: null,
          placedAtMs: Date.now(),
          endsAtMs: FAR_END_MS,
        };
        const at = performance.now();
        await writer.write([row]);
        latency.record(performance.now() - at);
      }
    }),
  );
  const cpuMs = cpu.stop();
  const seconds = (performance.now() - started) / 1000;
  const after = writer.stats();
  const commits = after.commits - before.commits;
  const rows = after.rows - before.rows;
  const summary = latency.summary();
  return {
    commits,
    rows,
    rows_per_s: Math.round(rows / seconds),
    rows_per_commit: Math.round((rows / Math.max(1, commits)) * 10) / 10,
    commit_p50_ms: summary.p50_ms,
    commit_p99_ms: summary.p99_ms,
    ...cpuFields('bid', cpuMs, rows),
  };
}

/** Per lot, the awaited bids (seq 1 to `lot.seq`) the table lacks, and the seqs missing below its highest. */
async function recordCheck(
  db: Database,
  lots: readonly { id: number; seq: number }[],
): Promise<{ acked_lost: number; seq_gaps: number }> {
  const rows = await db
    .selectFrom('bids')
    .select(['lot_id', sql<string>`max(seq)`.as('max_seq'), sql<string>`count(DISTINCT seq)`.as('seqs')])
    .where(
      'lot_id',
      'in',
      lots.map((lot) => lot.id),
    )
    .groupBy('lot_id')
    .execute();
  const byLot = new Map(
    rows.map((row) => [row.lot_id, { max: Number(row.max_seq), seqs: Number(row.seqs) }]),
  );
  let ackedLost = 0;
  let seqGaps = 0;
  for (const lot of lots) {
    const stored = byLot.get(lot.id) ?? { max: 0, seqs: 0 };
    // Seqs 1 to lot.seq were written and awaited, and nothing else: any one short is an acked bid lost.
    ackedLost += Math.max(0, lot.seq - stored.seqs);
    seqGaps += stored.max - stored.seqs;
  }
  return { acked_lost: ackedLost, seq_gaps: seqGaps };
}

/** Whether every bid of the lots is chained and equal to a recomputation (null: no chain at all). */
async function chainCheck(db: Database, lotIds: number[]): Promise<boolean | null> {
  let chained = 0;
  let consistent = true;
  for (const lotId of lotIds) {
    const auction = await db
      .selectFrom('auctions')
      .select('chain_genesis')
      .where('lot_id', '=', lotId)
      .executeTakeFirst();
    const bids = await db
      .selectFrom('bids')
      .select(['seq', 'buyer_number', 'amount', 'placed_at', 'step_no', 'chain_hash'])
      .where('lot_id', '=', lotId)
      .orderBy('seq')
      .execute();
    chained += bids.filter((b) => b.chain_hash !== null).length;
    const genesis = auction?.chain_genesis;
    if (!genesis) {
      consistent = false;
      continue;
    }
    const hashes = chainBids(
      genesis,
      bids.map((b) => ({
        seq: b.seq,
        buyerNumber: b.buyer_number,
        amount: String(b.amount),
        placedAtMs: b.placed_at.getTime(),
        stepNo: b.step_no,
      })),
    );
    if (hashes.some((hash, i) => bids[i]?.chain_hash !== hash)) consistent = false;
  }
  return chained === 0 ? null : consistent;
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const bench = await prepareAuctionBench('group-commit');
  const { db, services } = bench;
  try {
    console.log(`bench database ${services.databaseName}`);
    const users = await createUsers(db, 2);
    const lotIds = await createLiveLots(db, PARALLEL_LOTS + 1, { endsAt: new Date(FAR_END_MS) });
    for (const id of lotIds) {
      const record = await findLotRecord(db, id);
      if (record) await ensureAuctionRow(db, record, 'standard');
    }
    const writer = createBidWriter(db, createLogger('warn'));
    const [single, ...parallel] = lotIds.map((id) => ({ id, seq: 0 }));
    if (!single) throw new Error('no lot');

    console.log(`warm-up: ${options.warmupSeconds} s, one lot`);
    await drive(writer, [single], users, options.warmupSeconds * 1000);
    console.log(`phase 1: one lot, one bid per commit, ${options.durationSeconds} s`);
    const one = await drive(writer, [single], users, options.durationSeconds * 1000);
    console.log(`phase 2: ${PARALLEL_LOTS} lots at once, ${options.durationSeconds} s`);
    const many = await drive(writer, parallel, users, options.durationSeconds * 1000);
    await writer.idle();

    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM bids`.execute(db);
    const written = [single, ...parallel].reduce((sum, lot) => sum + lot.seq, 0);
    const stored = Number(rows[0]?.n ?? 0);
    const chain = await chainCheck(db, lotIds);
    const record = await recordCheck(db, [single, ...parallel]);
    const consistent =
      stored === written && chain !== false && record.acked_lost === 0 && record.seq_gaps === 0;
    const { rows: version } = await sql<{ v: string }>`SHOW server_version`.execute(db);
    const summary = buildSummary('group-commit', options.loadAverage, { ...record, consistent });
    const report = {
      scenario: 'group-commit',
      summary,
      command,
      machine: describeMachine(version[0]?.v ?? ''),
      phase_1_one_lot: one,
      phase_2_many_lots: many,
      bids_written: written,
      bids_stored: stored,
      chain_consistent: chain,
      ...record,
      consistent,
    };
    const file = writeReport('group-commit', report);
    for (const [name, phase] of [
      ['phase 1 (one lot)', one],
      ['phase 2 (20 lots)', many],
    ] as const) {
      console.log(
        `  ${name}: ${phase.rows_per_s} bids/s, ${phase.rows_per_commit} bids/commit, commit p50 ${phase.commit_p50_ms} ms p99 ${phase.commit_p99_ms} ms, CPU ${describeCpu(phase.server_cpu_ms, phase.cpu_us_per_bid, 'bid')}`,
      );
    }
    console.log(
      `  stored ${stored}/${written}, chain ${chain === null ? 'absent' : chain ? 'consistent' : 'BROKEN'}`,
    );
    console.log(`  ${consistent ? 'consistent' : 'NOT consistent'}; report ${file}`);
    return consistent;
  } finally {
    await bench.release(options.keep);
  }
}

export const groupCommit: Scenario = { run };
