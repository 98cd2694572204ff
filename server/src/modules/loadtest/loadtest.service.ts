/** The load-test API as its routes call it, bound once in deps.ts (lib/bound-to.ts). */
import { boundTo } from '../../lib/bound-to';
import { addLoadtestAccounts } from './loadtest-accounts.commands';
import { removeLoadtestData } from './loadtest-cleanup.commands';
import { createLoadtestLot } from './loadtest-lot.commands';
import type { LoadtestContext } from './loadtest.context';
import { finishedLots, loadtestCounts } from './loadtest.queries';

export function createLoadtestService(ctx: LoadtestContext) {
  const commands = boundTo(ctx, {
    createLot: createLoadtestLot,
    addAccounts: addLoadtestAccounts,
    removeAll: removeLoadtestData,
  });
  const queries = boundTo(ctx.db, { counts: loadtestCounts, finishedLots });
  return { ...commands, ...queries };
}

export type LoadtestService = ReturnType<typeof createLoadtestService>;
