import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Deps } from './deps';
import { AppError } from './lib/app-error';
import { tileSourceOrigin } from '@kimoshdi/shared/domain/map/tile-source';
import { clientApp } from './http/client-app';
import { devRouter } from './http/dev';
import { idRouter } from './http/id';
import { createCsrf } from './http/middleware/csrf';
import { errorHandler } from './http/middleware/error-handler';
import { language } from './http/middleware/language';
import { loadSession } from './http/middleware/session';
import { testPayRouter } from './http/pay';
import { paymentsRouter } from './http/payments';
import { shopRouter } from './http/shop';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The whole HTTP application. It never listens: main.ts does, and tests use it directly. */
export function createApp(deps: Deps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const mapTiles = tileSourceOrigin(config.VITE_MAP_TILES);

  app.use(
    pinoHttp({
      logger,
      // Keep a caller's request id (a proxy's, a load test's) so one id follows a request everywhere.
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') },
      // One short line per call: headers (cookies included) stay out of the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Map tiles of the lot page come from the configured tile server.
          'img-src': ["'self'", 'data:', 'blob:', ...(mapTiles ? [mapTiles] : [])],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          // The platform is served over plain http on localhost in the demo; TLS is the proxy's job.
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: config.NODE_ENV === 'production',
    }),
  );
  app.use(cookieParser());
  app.use(language);

  const csrf = createCsrf(config.CSRF_SECRET, config.NODE_ENV === 'production');
  // Payment providers' callbacks: before the API's parsers and sessions (see http/payments).
  app.use('/api/payments', paymentsRouter(deps));
  const api = express.Router();
  api.use(express.json({ limit: config.BODY_LIMIT }));
  api.use(express.urlencoded({ extended: false, limit: config.BODY_LIMIT }));
  api.use(loadSession(deps.services.sessions));
  api.use('/shop', csrf.protect, shopRouter(deps, csrf));
  api.use((req, _res, next) => next(new AppError('NOT_FOUND', { path: req.originalUrl.split('?')[0] })));
  app.use('/api', api);

  app.use('/static', express.static(config.staticDir, { maxAge: '7d', fallthrough: true }));
  // Kimoshdi ID, the built-in identity provider (outside /api: its own pages, cookies and bodies).
  app.use('/id', idRouter(deps));
  if (config.payments.testMode) app.use('/pay/test', testPayRouter(deps));
  if (config.NODE_ENV !== 'production') app.use('/dev', devRouter(deps));
  app.use(clientApp(config.CLIENT_DIST));
  app.use((req, _res, next) => next(new AppError('NOT_FOUND', { path: req.path })));
  app.use(errorHandler(logger));
  return app;
}
