/** `cleanup`: removes every load-test account and lot from the target (its load-test API). */
import { loadtestApi } from '../api';
import type { Context } from '../context';

export async function cleanup(ctx: Context): Promise<number> {
  const removed = await loadtestApi(ctx.target.origin, ctx.token).deleteAccounts();
  ctx.log(
    `removed ${removed.removed_accounts} accounts and ${removed.removed_lots} lots from ${ctx.target.host}`,
  );
  return 0;
}
