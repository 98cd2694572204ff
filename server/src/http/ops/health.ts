import type { RequestHandler } from 'express';
import type { Health } from '../../lib/health';

/** GET /healthz: the process is alive and its event loop turns; nothing else is asked. */
export const getHealthz: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok', checks: {} });
};

/** GET /readyz: 200 when every check passes, else 503; each check with its time and reason. */
export const getReadyz =
  (health: Health): RequestHandler =>
  async (_req, res) => {
    const readiness = await health.readiness();
    res.setHeader('Cache-Control', 'no-store');
    res.status(readiness.status === 'ok' ? 200 : 503).json(readiness);
  };
