import type { RequestHandler } from 'express';
import type { CalendarService } from '../../../modules/calendar';

/**
 * GET common/mzp: the BHM in force today, the thresholds of a lot announced today, and the next
 * value entered. Not cached: it is this process's memory, and an operator's change shows at once.
 */
export function getMzp(calendar: CalendarService): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(calendar.mzp());
  };
}
