/**
 * A lot's over-time (REST game-view/over-time): its window, the current end, and whether bids
 * late in the auction have moved that end past the one it was scheduled with.
 */
import type { OverTimeInfo } from '@kimoshdi/shared';
import type { Db } from '../../../db/database';
import { scheduledEndOf } from '../auction.repository';
import type { AuctionEngine } from '../engine/engine.types';
import type { GameReader } from './game-read';

export async function readOverTime(
  db: Db,
  reader: GameReader,
  engine: Pick<AuctionEngine, 'now'>,
  lotId: number,
): Promise<OverTimeInfo> {
  const state = await reader.state(lotId);
  const scheduled = await scheduledEndOf(db, lotId);
  const scheduledEnd = scheduled ? scheduled.getTime() : state.ends_at;
  return {
    over_time_minutes: state.over_time_minutes,
    ends_at: state.ends_at,
    extended: state.ends_at > scheduledEnd,
    server_time: engine.now(),
  };
}
