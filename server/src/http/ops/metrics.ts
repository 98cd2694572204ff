import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { registry, renderMetrics } from '../../lib/metrics';

/** GET /metrics: Prometheus' text format. */
export const getMetrics: RequestHandler = async (_req, res) => {
  const text = await renderMetrics();
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', registry.contentType);
  res.send(text);
};

/**
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time; none asked when there is no
 * token (METRICS_PORT without METRICS_TOKEN: the port is the protection). A refusal is a bare 401
 * with WWW-Authenticate, for Prometheus and curl rather than the shop's users.
 */
export function requireMetricsToken(token: string | undefined): RequestHandler {
  if (token === undefined) return (_req, _res, next) => next();
  const expected = digest(token);
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (given && timingSafeEqual(digest(given), expected)) {
      next();
      return;
    }
    res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    res.setHeader('Cache-Control', 'no-store');
    res.status(401).type('text/plain').send('401: /metrics needs Authorization: Bearer <METRICS_TOKEN>\n');
  };
}

/** Equal-length buffers for timingSafeEqual, whatever the lengths given. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
