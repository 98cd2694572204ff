import { roomRecordsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { TrackRecords } from '../../../modules/track-record';
import { parse } from '../../../lib/parse';

/** GET game-view/track-records?lot_id=N: the short records the lot's participants chose to show. */
export function getTrackRecords(records: TrackRecords): RequestHandler {
  return async (req, res) => {
    const { lot_id } = parse(roomRecordsQuerySchema, req.query);
    // A switch turned on shows within half a minute; the room asks once when it opens.
    res.setHeader('Cache-Control', 'public, max-age=30');
    res.json(await records.ofLot(lot_id));
  };
}
