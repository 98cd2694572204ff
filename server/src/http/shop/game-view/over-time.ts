import { gameLotQuerySchema, type OverTimeInfo } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';

/** GET game-view/over-time?lot_id: the over-time window and the current end. */
export const getOverTime =
  ({ auction, db }: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    const state = await auction.reader.state(lotId);
    const scheduled = await db
      .selectFrom('auctions')
      .select('scheduled_end_at')
      .where('lot_id', '=', lotId)
      .executeTakeFirst();
    const scheduledEnd = scheduled?.scheduled_end_at
      ? new Date(scheduled.scheduled_end_at).getTime()
      : state.ends_at;
    const body: OverTimeInfo = {
      over_time_minutes: state.over_time_minutes,
      ends_at: state.ends_at,
      extended: state.ends_at > scheduledEnd,
      server_time: auction.engine.now(),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
