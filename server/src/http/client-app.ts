import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { LANGUAGE_COOKIE } from '@kimoshdi/shared';
import { callerLanguage } from '../lib/caller';
import { preloadLanguage, preloadTags, type RoutePreloadTable } from './client-preloads';

// Paths that name files: a miss there is a plain 404, never the app's index.html.
const FILE_PREFIXES = ['/api/', '/static/', '/files/', '/assets/', '/socket.io/'];

/**
 * Serves the built client: hashed assets cached for a year, and index.html (never cached) for
 * every other GET, so the app's own router answers /home, /info/..., and its not-found page.
 * Everything goes out compressed (brotli when the browser takes it, else gzip; assets as the build
 * compressed them): on a mobile network the JavaScript's size is most of the first load (issue 15).
 * index.html names the visitor's language (cookie, else Accept-Language) before any script runs, and the page's own
 * chunks and texts (client-preloads.ts), so they load alongside React.
 */
export function clientApp(distDir: string): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');
  const readBuild = cachedBuild(distDir);
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
  router.get(/.*/, async (req, res, next) => {
    if (FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The web client is not built: run "npm run build" (looked for ${indexHtml}).`);
      return;
    }
    const cookies = req.cookies as Record<string, string | undefined>;
    const lang = callerLanguage(cookies, req.get('accept-language'));
    const build = await readBuild();
    const preloads = build.preloads
      ? preloadTags(build.preloads, req.path, preloadLanguage(cookies[LANGUAGE_COOKIE]))
      : '';
    const html = build.html
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace('</head>', `  ${preloads}\n  </head>`);
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
