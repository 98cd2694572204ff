/**
 * The safety net under the lots' jobs (docs/architecture.md section 2, step 5): every few seconds
 * each trade engine moves its lots whose time came (TRADE_ENGINES), publishes the repeats whose
 * put-off notice came (modules/order/repeat-publication.ts), then the won lots whose payment
 * deadline or reminder passed without their job (modules/winlot/review.ts), the reminders of
 * auctions starting within half an hour (modules/auction/lifecycle/start-reminders.ts), and the
 * notices of favourite lots whose price rose or that end soon (.../favourite-notices.ts), and of
 * bars whose last day passed (modules/blacklist/bar-lifted.ts).
 */
import { tellLiftedBars } from '../modules/blacklist';
import { publishDueRepeats } from '../modules/order';
import { sweepWonLots } from '../modules/winlot';
import { remindStarts, SWEEP_CONCURRENCY, tellFavourites, type LifecycleContext } from '../modules/auction';
import { startIntervalTask } from './interval-task';
import { TRADE_ENGINES } from './trade-engines';

export async function sweepTrades(ctx: LifecycleContext): Promise<void> {
  for (const engine of Object.values(TRADE_ENGINES)) {
    try {
      await engine.sweep(ctx);
    } catch (error) {
      ctx.logger.error({ err: error }, 'sweep: a trade engine failed');
    }
  }
  try {
    const published = await publishDueRepeats(ctx.db);
    if (published > 0) ctx.logger.info({ published }, 'repeats published');
  } catch (error) {
    ctx.logger.error({ err: error }, 'sweep: repeats waiting for their notice failed');
  }
  try {
    await sweepWonLots(ctx, { concurrency: SWEEP_CONCURRENCY });
  } catch (error) {
    ctx.logger.error({ err: error }, 'sweep: won lots failed');
  }
  try {
    await remindStarts(ctx);
  } catch (error) {
    ctx.logger.error({ err: error }, 'sweep: auction start reminders failed');
  }
  try {
    await tellFavourites(ctx);
  } catch (error) {
    ctx.logger.error({ err: error }, 'sweep: favourite lot notices failed');
  }
  try {
    await tellLiftedBars(ctx.db);
  } catch (error) {
    ctx.logger.error({ err: error }, 'sweep: bars lifted failed');
  }
}

/**
 * The sweep on a plain timer in every worker process, not a BullMQ schedule: the schedule lives in
 * Redis, and a Redis flush or failover would take the safety net away with the jobs it is there to
 * replace. PostgreSQL decides what is due; several processes sweeping at once is harmless (a start
 * and a close lock the lot row and are idempotent).
 */
export function startSweepTimer(ctx: LifecycleContext, everyMs: number): { stop(): Promise<void> } {
  return startIntervalTask(() => sweepTrades(ctx), { everyMs, logger: ctx.logger, name: 'trade sweep' });
}
