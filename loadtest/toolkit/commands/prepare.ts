/**
 * `prepare`: N bidders and M watchers for a lot, ready to bid (balance, deposit, signed offer,
 * session), through the target's load-test API; a new live lot unless `--lot`. Everything goes to
 * the run file (`--out`) the other commands read.
 */
import { numberOption, requireString, stringOption, UsageError } from '../args';
import { loadtestApi, type LoadtestLot } from '../api';
import type { Context } from '../context';
import { RUN_FILE_VERSION, writeRunFile, type RunFile } from '../run-file';

/** Accounts one prepare makes at most: the API makes them in one call. */
export const MAX_ACCOUNTS = 10_000;

export async function prepare(ctx: Context): Promise<number> {
  const { values } = ctx;
  const out = requireString(values, 'out');
  const bidders = numberOption(values, 'bidders', { integer: true }) ?? 5;
  const watchers = numberOption(values, 'watchers', { integer: true, zero: true }) ?? 20;
  if (bidders + watchers > MAX_ACCOUNTS) throw new UsageError(`at most ${MAX_ACCOUNTS} accounts per prepare`);
  const api = loadtestApi(ctx.target.origin, ctx.token);

  let lot: LoadtestLot;
  const lotOption = stringOption(values, 'lot');
  if (lotOption !== undefined) {
    const lotId = numberOption(values, 'lot', { integer: true }) as number;
    lot = { lot_id: lotId, starts_at: '', ends_at: '', start_price: '', step: null };
    ctx.log(`using lot ${lotId}`);
  } else {
    const startPrice = numberOption(values, 'start-price', { integer: true }) ?? 1_000_000;
    const startsIn = numberOption(values, 'starts-in', { integer: true, zero: true });
    const overTime = numberOption(values, 'over-time', { integer: true, zero: true });
    lot = await api.createLot({
      start_price: startPrice,
      // The platform's steps are a share of the start price; the API checks this one and answers its own.
      step: numberOption(values, 'step', { integer: true }) ?? Math.max(1, Math.round(startPrice / 20)),
      duration_s: numberOption(values, 'duration', { integer: true }) ?? 300,
      ...(startsIn === undefined ? {} : { starts_in_s: startsIn }),
      ...(overTime === undefined ? {} : { over_time_minutes: overTime }),
      title: `load test ${ctx.startedAt.toISOString()}`,
    });
    ctx.log(`lot ${lot.lot_id}: live from ${String(lot.starts_at)} to ${String(lot.ends_at)}`);
  }
  const balance = numberOption(values, 'balance');
  const made = await api.createAccounts({
    lot_id: lot.lot_id,
    bidders,
    watchers,
    ...(balance === undefined ? {} : { balance }),
  });
  const run: RunFile = {
    version: RUN_FILE_VERSION,
    target: ctx.target.origin,
    created_at: new Date().toISOString(),
    lot,
    bidders: made.accounts.filter((a) => a.role === 'bidder'),
    watchers: made.accounts.filter((a) => a.role === 'watcher'),
  };
  await writeRunFile(out, run);
  ctx.log(`${run.bidders.length} bidders, ${run.watchers.length} watchers on lot ${lot.lot_id}: ${out}`);
  return 0;
}
