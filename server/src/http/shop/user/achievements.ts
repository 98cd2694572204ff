import { achievementsVisibilitySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { TrackRecords } from '../../../modules/track-record';
import { parse } from '../../../lib/parse';
import { currentUser } from '../../middleware/auth';

/** GET user/achievements: the caller's track record and whether live rooms show it. */
export function getAchievements(records: TrackRecords): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await records.own(currentUser(req).id));
  };
}

/** POST user/achievements/visibility {show_in_room}: the person's choice, answered with the record. */
export function postAchievementsVisibility(records: TrackRecords): RequestHandler {
  return async (req, res) => {
    const { show_in_room } = parse(achievementsVisibilitySchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await records.setShowInRoom(currentUser(req).id, show_in_room));
  };
}
