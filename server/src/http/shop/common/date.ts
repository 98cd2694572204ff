import { formatTashkentDateTime, type ServerDate } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';

/** GET common/date: the server's clock, which every countdown and the navbar clock follow. */
export const getDate: RequestHandler = (_req, res) => {
  const now = Date.now();
  const body: ServerDate = { date: formatTashkentDateTime(now), epoch_ms: now, time_zone: 'Asia/Tashkent' };
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
};
