import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@kimoshdi/shared';
import { callerLanguage } from '../lib/caller';
import { withoutBootShell } from './boot-shell';
import { preloadLanguage, preloadTags, type RoutePreloadTable } from './client-preloads';
import { languageParam } from './language-param';
import type { MapTiles } from '@kimoshdi/shared/domain/map/tile-source';
import type { ErrorReportSettings } from '@kimoshdi/shared/domain/error-report/report-settings';
import { errorReportSettingsTag } from './page-head/error-report-settings';
import { headTags, insertHead, mapSettingsTag, type PageHeads } from './page-head';

// Paths that name files: a miss there is a plain 404, never the app's index.html.
const FILE_PREFIXES = ['/api/', '/static/', '/files/', '/assets/', '/socket.io/'];

/**
 * Serves the built client: hashed assets cached for a year, and index.html (never cached) for
 * every other GET, so the app's own router answers /home, /info/..., and its not-found page.
 * Everything goes out compressed (brotli when the browser takes it, else gzip; assets as the build
 * compressed them): on a mobile network the JavaScript's size is most of the first load (issue 15).
 * index.html names the visitor's language (cookie, else Accept-Language) before any script runs, and the page's own
 * chunks and texts (client-preloads.ts), so they load alongside React.
 * With `pages`, each page also gets its own head (title, description, link previews, JSON-LD) and
 * status: 404 for an address no page has or a lot that does not exist, 410 for a withdrawn lot
 * (http/page-head); the HTML is the same app, which shows its own not-found page.
 */
export interface ClientPages {
  heads: PageHeads;
  /** The site's public address (PUBLIC_URL) for absolute links; else the request's own. */
  publicUrl?: string;
  /** A head that could not be read (the database down): the page still goes out, as built. */
  onError?: (error: unknown, path: string) => void;
  /** The maps' tiles (config MAP_TILES_URL), written into every page (http/page-head/map-settings.ts). */
  mapTiles?: MapTiles;
  /** Where pages report their crashes (SENTRY_DSN set; http/page-head/error-report-settings.ts). */
  errorReports?: ErrorReportSettings;
}

export function clientApp(distDir: string, pages?: ClientPages): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');
  const readBuild = cachedBuild(distDir);
  // The same for every page: written once.
  const settings =
    (pages?.mapTiles ? `\n    ${mapSettingsTag(pages.mapTiles)}` : '') +
    (pages?.errorReports ? `\n    ${errorReportSettingsTag(pages.errorReports)}` : '');
  // The build writes each asset also as .br and .gz (client/vite.config.ts): those are sent as they
  // are; compression() covers only what has none (index.html, a build without them).
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'] };
  router.use(compression());
  router.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...precompressed,
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  );
  router.use(
    expressStaticGzip(distDir, {
      ...precompressed,
      index: false,
      serveStatic: {
        maxAge: '1h',
        // The service worker (issue 27) is checked on every visit: a fixed one is live at once.
        setHeaders: (res, file) => {
          if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache');
        },
      },
    }),
  );
  const notForFiles: RequestHandler = (req, _res, next) => {
    next(FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix)) ? 'route' : undefined);
  };
  router.get(/.*/, notForFiles, languageParam, async (req, res) => {
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The web client is not built: run "npm run build" (looked for ${indexHtml}).`);
      return;
    }
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    // `?lang=` names the page's language (the hreflang alternates' addresses); languageParam keeps it.
    const asked: Language | undefined = isLanguage(req.query.lang) ? req.query.lang : undefined;
    const lang = asked ?? callerLanguage(cookies, req.get('accept-language'));
    const build = await readBuild();
    const preloads = build.preloads
      ? preloadTags(build.preloads, req.path, asked ?? preloadLanguage(cookies[LANGUAGE_COOKIE]))
      : '';
    let html = build.html
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace('</head>', `  ${preloads}${settings}\n  </head>`);
    // Inside the mobile app the page has the app's navigation: our bar is not painted even once.
    if (req.query.mobile === '1') html = withoutBootShell(html);
    if (pages) {
      const origin =
        pages.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const context = { lang, origin, addressed: asked !== undefined };
      try {
        const page = await pages.heads(req.path, req.query as Record<string, unknown>, context);
        html = insertHead(html, headTags(page.head, context));
        res.status(page.status);
      } catch (error) {
        pages.onError?.(error, req.path);
      }
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}

interface Build {
  html: string;
  preloads: RoutePreloadTable | undefined;
}

/** index.html and its preload table, read again only when a new build has replaced index.html. */
function cachedBuild(distDir: string): () => Promise<Build> {
  const indexHtml = path.join(distDir, 'index.html');
  const table = path.join(distDir, '.vite/route-preloads.json');
  let cached: { mtimeMs: number; build: Build } | undefined;
  return async () => {
    const { mtimeMs } = await stat(indexHtml);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile(indexHtml, 'utf8');
      // A build without the table (an older one) still serves; pages then load as before.
      const preloads = existsSync(table)
        ? (JSON.parse(await readFile(table, 'utf8')) as RoutePreloadTable)
        : undefined;
      cached = { mtimeMs, build: { html, preloads } };
    }
    return cached.build;
  };
}
