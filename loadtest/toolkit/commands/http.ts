/**
 * `http`: the HTTP bid route (`POST /api/shop/game-view/bid`, with each prepared bidder's session
 * cookie and the CSRF header a browser sends) mixed with the public read routes a lot page calls,
 * through autocannon's programmatic API, rate-limited (`overallRate`) and bounded in requests
 * (`maxOverallRequests`) as well as in time. A bid offers the highest price the answers suggested.
 * A few watchers sit in the room meanwhile, for the delivery latency and the gaps.
 */
import { randomUUID } from 'node:crypto';
import type { BidAnswer, ErrorBody } from '@kimoshdi/shared';
import autocannon, { type Options, type RawRequest } from 'autocannon';
import { Histogram } from '../../lib/histogram';
import { numberOption, requireString, UsageError } from '../args';
import type { Context } from '../context';
import { endChecks } from '../end-checks';
import { finishRun } from '../finish-run';
import { tiyinToSumText } from '../game-client';
import { startLiveLine } from '../live-line';
import { histogramBins } from '../report';
import { joinRoom, waitLive } from '../room';
import { readRunFile } from '../run-file';
import { RunStats } from '../run-stats';
import { attemptBudget, boundRate } from '../safety';

const BID = '/api/shop/game-view/bid';
/** Watchers kept in the room during an http run (the rest of the run file's are not needed). */
const HTTP_WATCHERS = 5;

/** The public GETs of a lot page, in rotation. */
export function readPaths(lotId: number): string[] {
  return [
    `/api/shop/game-view/lot-game-info?lot_id=${lotId}`,
    '/api/shop/shop-lots/lot-list',
    '/api/shop/shop-lots/lot-list-counter',
    '/api/shop/common/date',
  ];
}

export async function http(ctx: Context): Promise<number> {
  const { values } = ctx;
  const run = await readRunFile(requireString(values, 'run'), ctx.target);
  if (run.bidders.length === 0) throw new UsageError('the run file has no bidders: prepare with --bidders');
  const rate = boundRate(numberOption(values, 'rate') ?? 200, ctx.maxRate);
  const connections = numberOption(values, 'connections', { integer: true }) ?? 10;
  const bidShare = numberOption(values, 'bid-share', { zero: true }) ?? 0.2;
  if (bidShare > 1) throw new UsageError('--bid-share is a share: 0 to 1');
  const budget = attemptBudget(ctx.seconds, ctx.maxRate);

  const stats = new RunStats();
  const live = await waitLive(ctx.target.origin, run.lot.lot_id, run.lot.starts_at);
  const room = await joinRoom(
    ctx.target.origin,
    { ...run, bidders: [], watchers: run.watchers.slice(0, HTTP_WATCHERS) },
    stats,
  );
  const warnings: string[] = [];
  try {
    let suggested = BigInt(live.suggested_price);
    const raise = (value: string | undefined) => {
      if (value && /^\d+$/.test(value) && BigInt(value) > suggested) suggested = BigInt(value);
    };
    const reads = readPaths(room.lotId);
    const readLatency = new Histogram();
    const readCodes: Record<string, number> = {};
    const acked: { seq: number; amount: string }[] = [];
    let n = 0;
    let bidTurn = 0;
    let readTurn = 0;
    let bidCredit = 0;
    const options: Options & { overallRate: number; maxOverallRequests: number } = {
      url: ctx.target.origin,
      connections,
      duration: ctx.seconds,
      timeout: 10,
      overallRate: rate,
      maxOverallRequests: budget,
      requests: [
        {
          setupRequest: (_request, context): RawRequest => {
            n += 1;
            context.sentAt = performance.now();
            // An even spread of bids among the reads: a bid each time the credit reaches one.
            bidCredit += bidShare;
            if (bidCredit >= 1) {
              bidCredit -= 1;
              const bidder = run.bidders[bidTurn % run.bidders.length];
              bidTurn += 1;
              context.kind = 'bid';
              stats.sent();
              return {
                method: 'POST',
                path: BID,
                headers: {
                  'content-type': 'application/json',
                  cookie: bidder?.cookie ?? '',
                  [bidder?.csrf_header ?? 'x-csrf-token']: bidder?.csrf ?? '',
                },
                body: JSON.stringify({
                  lot_id: room.lotId,
                  amount: tiyinToSumText(suggested),
                  request_id: randomUUID(),
                }),
              };
            }
            context.kind = 'read';
            const path = reads[readTurn % reads.length] ?? '/';
            readTurn += 1;
            return { method: 'GET', path, headers: { accept: 'application/json' } };
          },
          onResponse: (status, body, context) => {
            const now = performance.now();
            const sentAt = Number(context.sentAt);
            if (context.kind === 'read') {
              readLatency.record(now - sentAt);
              readCodes[status] = (readCodes[status] ?? 0) + 1;
              return;
            }
            let parsed: BidAnswer | ErrorBody | undefined;
            try {
              parsed = JSON.parse(body) as BidAnswer | ErrorBody;
            } catch {
              parsed = undefined;
            }
            if (!parsed) {
              stats.answered(sentAt, String(status), now);
              return;
            }
            if ('ERROR' in parsed) {
              stats.answered(sentAt, parsed.ERROR.code, now);
              raise((parsed.ERROR.data as { suggested?: string } | undefined)?.suggested);
              return;
            }
            stats.answered(sentAt, parsed.duplicate ? 'duplicate' : 'ok', now);
            for (const view of parsed.bids) acked.push({ seq: view.seq, amount: view.amount });
            raise(parsed.state.suggested_price);
          },
        },
      ],
    };
    ctx.log(
      `http on lot ${room.lotId}: ${connections} connections at ${rate}/s, ${Math.round(bidShare * 100)} % bids, ${ctx.seconds} s`,
    );
    const line = startLiveLine(() => stats.snapshot());
    const result = await autocannon(options);
    line.stop();
    if (n >= budget) warnings.push(`stopped at the requests budget (${budget})`);
    const checks = await endChecks(ctx, room, acked, warnings);
    const { summary } = await finishRun(ctx, {
      command: 'http',
      room,
      stats,
      checks,
      warnings,
      details: {
        autocannon: {
          requests: result.requests.total,
          req_per_s: Math.round(result.requests.total / Math.max(1, result.duration)),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non_2xx: result.non2xx,
          duration_s: result.duration,
        },
        reads: {
          paths: reads,
          codes: readCodes,
          latency: readLatency.summary(),
          histogram: histogramBins(readLatency),
        },
      },
    });
    return summary.acked_lost === null || (summary.acked_lost === 0 && summary.seq_gaps === 0) ? 0 : 3;
  } finally {
    room.close();
  }
}
