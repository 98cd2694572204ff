import { once } from 'node:events';
import { createServer } from 'node:http';
import express from 'express';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { errorHandler } from '../middleware/error-handler';
import { language } from '../middleware/language';
import { opsRouter } from './index';

export interface OpsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * /metrics, /healthz and /readyz on a port of their own (METRICS_PORT; the worker's PORT when it
 * has none): for Prometheus and the orchestrator, never published to the public.
 */
export async function startOpsServer(
  deps: Pick<Deps, 'health' | 'config' | 'logger'>,
  port: number,
): Promise<OpsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(language);
  app.use(opsRouter(deps, { metrics: true }));
  app.use((req, _res, next) => next(new AppError('NOT_FOUND', { path: req.path })));
  app.use(errorHandler(deps.logger));
  const server = createServer(app).listen(port, deps.config.HOST);
  await once(server, 'listening');
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const host = deps.config.HOST === '0.0.0.0' ? 'localhost' : deps.config.HOST;
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
