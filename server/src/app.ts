import express, { type Express } from 'express';
import type { HelmetOptions } from 'helmet';
import type { Deps } from './deps';
import { AppError } from './lib/app-error';
import { ownConnectOrigins } from './lib/origin';
import { tileSourceOrigin } from '@kimoshdi/shared/domain/map/tile-source';
import { clientApp } from './http/client-app';
import { createPageHeads } from './http/page-head';
import { devRouter } from './http/dev';
import { filesRouter } from './http/files';
import { idRouter } from './http/id';
import { loadtestRouter } from './http/loadtest';
import { apiDocsRouter } from './http/openapi';
import { cachedCatalogue } from './http/middleware/cached-catalogue';
import { compressedReads } from './http/middleware/compressed-reads';
import { privateAnswers } from './http/middleware/private-answers';
import { readCookies } from './http/middleware/cookies';
import { readYourWrites } from './http/middleware/read-your-writes';
import { createCsrf } from './http/middleware/csrf';
import { noticesRouter } from './http/notices';
import { telegramRouter } from './http/telegram';
import { weakEtag } from './http/middleware/weak-etag';
import { directRoutes } from './http/middleware/direct-routes';
import { errorHandler } from './http/middleware/error-handler';
import { reportServerErrors } from './http/middleware/report-server-errors';
import { releaseName } from './infra/error-tracking';
import { httpMetrics } from './http/middleware/http-metrics';
import { language } from './http/middleware/language';
import { requestLog } from './http/middleware/request-log';
import { securityHeaders } from './http/middleware/security-headers';
import { oneLayer } from './http/middleware/one-layer';
import { onlyUnder } from './http/middleware/only-under';
import { requestBodies } from './http/middleware/request-bodies';
import { loadCaller } from './http/middleware/session';
import { opsRouter } from './http/ops';
import { QUEUES_VIEW_PATH, queuesViewRouter } from './http/ops/queues';
import { testPayRouter } from './http/pay';
import { paymentsRouter } from './http/payments';
import { seoFilesRouter } from './http/seo-files';
import { shopRouter } from './http/shop';

/** Every path the probes' and the scrape's router answers (http/ops) starts so. */
const OPS_PATHS = /^\/(?:healthz|readyz|metrics)/i;
/** Every path of the API's documentation router (http/openapi) under /api starts so. */
const API_DOCS_PATHS = /^\/(?:openapi\.json|docs)/i;
/** Every path of robots.txt's and the sitemap's router (http/seo-files) starts so. */
const SEO_PATHS = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/)/i;

function errorTrackerOrigins(config: Deps['config']): string[] {
  return config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : [];
}

/** helmet's options for every answer (the bid fast path sets the same headers). */
export function securityHeaderOptions(config: Deps['config']): HelmetOptions {
  const mapTiles = tileSourceOrigin(config.mapTiles.url);
  return {
    contentSecurityPolicy: {
      directives: {
        // The maps' tiles come from the configured tile server (MAP_TILES_URL, read at run time).
        'img-src': ["'self'", 'data:', 'blob:', ...(mapTiles ? [mapTiles] : [])],
        // Our own origin only: the socket connects to the page's origin (client/src/lib/socket.ts).
        // And the error tracker's (SENTRY_DSN), where the pages send their crash reports.
        'connect-src': ["'self'", ...ownConnectOrigins(config.PUBLIC_URL), ...errorTrackerOrigins(config)],
        // The platform is served over plain http on localhost in the demo; TLS is the proxy's job.
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: config.NODE_ENV === 'production',
  };
}

/** The whole HTTP application. It never listens: main.ts does, and tests use it directly. */
export function createApp(deps: Deps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // The API's JSON reads go out compressed (http/middleware/compressed-reads.ts).
  compressedReads(app.response);
  app.set('etag', weakEtag);
  // The routes with a fixed path run from a table compiled at the end (below); the rest as usual.
  const direct = directRoutes();
  app.use(direct.layer);

  // Every answer's timing, request id, log line and security headers. Middleware that always runs
  // goes in one layer each time: a router layer costs per request even when it does nothing, and
  // such layers were most of a cheap call's CPU (docs/decisions.md "HTTP stack per request").
  app.use(oneLayer(httpMetrics(app), requestLog(logger), securityHeaders(securityHeaderOptions(config))));
  // Probes and the scrape: before the catalogue cache, cookies, sessions and CSRF.
  app.use(onlyUnder(OPS_PATHS, opsRouter(deps, { metrics: config.METRICS_PORT === undefined })));
  app.use(cachedCatalogue(deps.lotListCache));
  app.use(oneLayer(readCookies, language));
  // With read replicas, who wrote just now reads from the primary (db/read-database.ts).
  if (deps.reads.replicated) app.use(readYourWrites(deps.reads));

  const csrf = createCsrf(config.CSRF_SECRET, config.NODE_ENV === 'production');
  // Payment providers' callbacks: before the API's parsers and sessions (see http/payments).
  app.use('/api/payments', paymentsRouter(deps));
  // The Telegram bot's webhook (production's way to take updates; see http/telegram).
  const telegram = config.messaging.telegram;
  if (deps.telegramBot && telegram.transport === 'bot' && telegram.webhookSecret) {
    app.use('/api/telegram', telegramRouter(deps.telegramBot, telegram.webhookSecret));
  }
  // The API's documentation: /api/openapi.json and the page /api/docs (no session, no body).
  app.use('/api', onlyUnder(API_DOCS_PATHS, apiDocsRouter()));
  const api = express.Router();
  // Bodies (when there is one), the caller (when signed in), answers private to the caller.
  api.use(oneLayer(requestBodies(config.BODY_LIMIT), loadCaller(deps.services.sessions), privateAnswers));
  // The notice e-mails' unsubscribe link: signed, so no session and no CSRF token (issue 27).
  api.use('/notices', noticesRouter(deps));
  api.use('/shop', csrf.protect, shopRouter(deps, csrf));
  // The load-test API, only with LOADTEST_TOKEN (else its paths are the API's 404, below).
  if (config.loadtestToken) api.use('/loadtest', loadtestRouter(deps, config.loadtestToken, csrf));
  api.use((req, _res, next) => next(new AppError('NOT_FOUND', { path: req.originalUrl.split('?')[0] })));
  app.use('/api', api);

  // The operators' view of the job queues (bull-board, read only): its own page, outside /api.
  app.use(QUEUES_VIEW_PATH, queuesViewRouter(deps, csrf));
  app.use('/static', express.static(config.staticDir, { maxAge: '7d', fallthrough: true }));
  // Orders' photos and documents: who may read each depends on the caller.
  app.use('/files', loadCaller(deps.services.sessions), filesRouter(deps));
  // Kimoshdi ID, the built-in identity provider (outside /api: its own pages, cookies and bodies).
  app.use('/id', idRouter(deps));
  if (config.payments.testMode) app.use('/pay/test', testPayRouter(deps));
  if (config.NODE_ENV !== 'production') app.use('/dev', devRouter(deps));
  // robots.txt and the sitemap, built from the catalogue (before the client app's index.html fallback).
  app.use(onlyUnder(SEO_PATHS, seoFilesRouter(deps)));
  const pageHeads = createPageHeads({
    lots: deps.services.lots,
    content: deps.services.content,
    lotListCache: deps.lotListCache,
    auction: deps.auction.engine,
  });
  app.use(
    clientApp(config.CLIENT_DIST, {
      heads: pageHeads,
      publicUrl: config.PUBLIC_URL,
      mapTiles: config.mapTiles,
      ...(config.SENTRY_DSN
        ? {
            errorReports: {
              dsn: config.SENTRY_DSN,
              release: releaseName({ release: config.SENTRY_RELEASE, rootDir: config.rootDir }),
              environment: config.NODE_ENV,
            },
          }
        : {}),
      onError: (err: unknown, path) => logger.warn({ err, path }, 'page head not read'),
    }),
  );
  app.use((req, _res, next) => next(new AppError('NOT_FOUND', { path: req.path })));
  app.use(reportServerErrors(), errorHandler(logger));
  direct.compile(app);
  return app;
}
