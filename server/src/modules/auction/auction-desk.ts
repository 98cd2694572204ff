/**
 * The operator's hands on a live auction (a technical interruption), as the routes call them:
 * pause and resume bound to the lifecycle once in deps.ts.
 */
import { boundTo } from '../../lib/bound-to';
import type { LifecycleContext } from './lifecycle/context';
import { pauseAuction, resumeAuction } from './lifecycle/pause';

export function createAuctionDesk(lifecycle: LifecycleContext) {
  return boundTo(lifecycle, { pause: pauseAuction, resume: resumeAuction });
}

export type AuctionDesk = ReturnType<typeof createAuctionDesk>;
